// The arrival-window picker shared by rescheduling and first-installation booking: the next 14
// days' free windows as one native radio group (arrow keys move between windows, each day a
// fieldset whose legend is the date), a confirmation dialog, then save. When the calendar
// refuses the window because someone took it meanwhile (409), the page says so and shows the
// refreshed windows; any other failure keeps the choice so the customer can simply try again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Modal, type ModalCloseReason } from '../../components/modal/modal';
import { QueryState } from '../../components/query-state/query-state';
import { ApiError } from '../../lib/http/api-client';
import { describeFailure, serverMessage } from '../../lib/http/failure';
import { PATHS } from '../../lib/routing/paths';
import type { Appointment, Booking } from './api';
import { APPOINTMENT_TEXT, LOAD_ERRORS } from './messages';
import { useNoticeStore } from '../../stores/notice-store';
import { useAvailability, useSaveAppointment } from './queries';
import { formatWindow, formatWindowTime, groupByDay, ZONE_NAME } from '../../lib/dates/denver-time';

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
  const legendId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const availability = useAvailability(booking);
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveAppointment(booking);

  // A confirmation from an earlier booking is old news once a new one starts.
  useEffect(() => useNoticeStore.getState().clear(), []);

  const chosen = availability.data?.windows.find((window) => window.start === selected) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem(APPOINTMENT_TEXT.chooseWindow);
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
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
        setProblem(APPOINTMENT_TEXT.windowTaken);
        void availability.refetch();
      } else {
        setProblem(describeFailure(APPOINTMENT_TEXT.saveFailed, error));
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
            Go to Appointments
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
        loadingLabel="Loading the available arrival windows"
        errorMessage={LOAD_ERRORS.availability}
        isEmpty={(data) => data.windows.length === 0}
        empty={<InlineMessage variant="info">{APPOINTMENT_TEXT.noWindows}</InlineMessage>}
      >
        {(data) => (
          <form ref={formRef} className="window-picker" onSubmit={submit} noValidate>
            <fieldset className="window-picker__all" aria-describedby={legendId}>
              <legend className="window-picker__legend">
                Arrival windows for the next 14 days, in {ZONE_NAME}
              </legend>
              <p id={legendId} className="shs-lead">
                The technician arrives within the window you choose. Times are Mountain Time.
              </p>
              <div aria-busy={availability.isFetching || undefined}>
                {groupByDay(data.windows).map((day) => (
                  <fieldset key={day.key} className="window-picker__day">
                    <legend>{day.label}</legend>
                    <div className="window-picker__options">
                      {day.windows.map((window) => (
                        <label key={window.start} className="window-picker__option">
                          <input
                            type="radio"
                            name="window"
                            value={window.start}
                            checked={selected === window.start}
                            onChange={() => {
                              setSelected(window.start);
                              setProblem(null);
                            }}
                          />
                          <span>{formatWindowTime(window.start, window.end)}</span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
            </fieldset>
            <div className="window-picker__actions">
              <Button type="submit">Continue</Button>
            </div>
          </form>
        )}
      </QueryState>
      <Modal
        open={confirming}
        onClose={close}
        title={confirmTitle}
        description={chosen ? `${formatWindow(chosen.start, chosen.end)}, ${ZONE_NAME}.` : ''}
        primaryLabel={confirmLabel}
        secondaryLabel="Cancel"
        escapeCloses
      />
    </>
  );
}
