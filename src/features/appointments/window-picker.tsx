// The arrival-window picker shared by rescheduling and first-installation booking: a day of the
// next 14 (window-form.tsx), then one of its windows, a confirmation dialog, then save. When the calendar
// refuses the window because someone took it meanwhile (409), the page says so and shows the
// refreshed windows; any other failure keeps the choice so the customer can simply try again.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Modal, type ModalCloseReason } from '../../components/modal/modal';
import { QueryState } from '../../components/query-state/query-state';
import { ApiError } from '../../lib/http/api-client';
import { describeFailure, serverMessage } from '../../lib/http/failure';
import { PATHS } from '../../lib/routing/paths';
import type { Appointment, Booking } from './api';
import { useNoticeStore } from '../../stores/notice-store';
import { useAvailability, useSaveAppointment } from './queries';
import { formatWindow } from '../../lib/dates/denver-time';
import { useText } from '../../lib/shared/i18n/use-text';
import { appointmentsText } from './text';
import { WindowForm } from './window-form';

/** Props of {@link WindowPicker}. */
export interface WindowPickerProps {
  booking: Booking;
  /** Title of the confirmation dialog, e.g. "Reschedule this visit?". */
  confirmTitle: string;
  /** Label of the dialog's confirm button, e.g. "Reschedule". */
  confirmLabel: string;
  /** Called once the calendar accepted the window. */
  onSaved: (appointment: Appointment) => void;
  /** What a 404 from the calendar means on this page. */
  notFoundText: string;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

export function WindowPicker({
  booking,
  confirmTitle,
  confirmLabel,
  onSaved,
  notFoundText,
}: WindowPickerProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const availability = useAvailability(booking);
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveAppointment(booking);
  const t = useText(appointmentsText);

  // A confirmation from an earlier booking is old news once a new one starts.
  useEffect(() => useNoticeStore.getState().clear(), []);

  const chosen = availability.data?.windows.find((window) => window.start === selected) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem(t('picker.chooseFirst'));
      formRef.current
        ?.querySelector<HTMLInputElement>('input[name="window"]:not(:disabled)')
        ?.focus();
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const close = async (reason: ModalCloseReason) => {
    if (reason !== 'primary' || !chosen) {
      setConfirming(false);
      return;
    }
    try {
      const saved = await save.mutateAsync(chosen.start);
      setConfirming(false);
      onSaved(saved);
    } catch (error) {
      setConfirming(false);
      if (statusOf(error) === 409) {
        setSelected(null);
        setProblem(t('picker.taken'));
        void availability.refetch();
      } else {
        setProblem(describeFailure(t('picker.saveFailed'), error));
      }
    }
  };

  const loadStatus = availability.isError ? statusOf(availability.error) : undefined;
  if (loadStatus === 404) return <InlineMessage variant="info">{notFoundText}</InlineMessage>;
  if (loadStatus === 409) {
    return (
      <InlineMessage
        variant="info"
        action={
          <Link className="appointments-link" to={PATHS.appointments}>
            {t('picker.goToAppointments')}
          </Link>
        }
      >
        {serverMessage(availability.error) ?? notFoundText}
      </InlineMessage>
    );
  }

  return (
    <>
      {problem ? <InlineMessage variant="error">{problem}</InlineMessage> : null}
      <QueryState
        query={availability}
        loadingLabel={t('picker.loading')}
        errorMessage={t('picker.loadError')}
        isEmpty={(data) => data.windows.length === 0}
        empty={<InlineMessage variant="info">{t('picker.noWindows')}</InlineMessage>}
      >
        {(data) => (
          <WindowForm
            formRef={formRef}
            windows={data.windows}
            busy={availability.isFetching}
            selected={selected}
            onSelect={(start) => {
              setSelected(start);
              setProblem(null);
            }}
            onSubmit={submit}
          />
        )}
      </QueryState>
      <Modal
        open={confirming}
        onClose={close}
        title={confirmTitle}
        description={
          chosen
            ? t('picker.confirmDescription', {
                window: formatWindow(chosen.start, chosen.end),
                zone: t('zone'),
              })
            : ''
        }
        primaryLabel={confirmLabel}
        secondaryLabel={t('picker.cancel')}
        escapeCloses
      />
    </>
  );
}
