// /communications (spec 2.1): which messages the customer gets (billing, appointments, alarm
// and service alerts, offers) by email and text message, saved on the server.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { useToastStore } from '../../components/toast/toast-store';
import { describeFailure } from '../../lib/http/failure';
import { CATEGORY_TEXT, CHANNEL_TEXT, COMMUNICATIONS_TEXT, COMMUNICATIONS_TITLE } from './messages';
import {
  CATEGORIES,
  CHANNELS,
  isLocked,
  isValid,
  MUST_REACH,
  samePreferences,
  setChannel,
  type Preferences,
} from './preference-rules';
import { usePreferences, useSavePreferences } from './queries';
import '../../components/page-layout/page-layout';
import './communications.css';

export function CommunicationsPage() {
  const preferences = usePreferences();
  return (
    <>
      <h1 className="page-title">{COMMUNICATIONS_TITLE}</h1>
      <p className="shs-lead">{COMMUNICATIONS_TEXT.lead}</p>
      <QueryState
        query={preferences}
        loadingLabel={COMMUNICATIONS_TEXT.loading}
        errorMessage={COMMUNICATIONS_TEXT.loadError}
      >
        {({ preferences: saved }) => <PreferencesForm saved={saved} />}
      </QueryState>
    </>
  );
}

function PreferencesForm({ saved }: { saved: Preferences }) {
  const [draft, setDraft] = useState(saved);
  const save = useSavePreferences();
  const showToast = useToastStore((state) => state.show);
  const changed = !samePreferences(draft, saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid(draft)) return;
    save.mutate(draft, {
      onSuccess: () => showToast({ message: COMMUNICATIONS_TEXT.saved, variant: 'success' }),
    });
  };

  return (
    <form className="communications-form" aria-label="Communication preferences" onSubmit={submit}>
      {CATEGORIES.map((category) => {
        const whyId = `communications-why-${category}`;
        const why = MUST_REACH.includes(category)
          ? COMMUNICATIONS_TEXT.alarmWhy
          : category === 'offers'
            ? COMMUNICATIONS_TEXT.offersWhy
            : null;
        return (
          <fieldset key={category} className="communications-category">
            <legend className="communications-category__legend">
              {CATEGORY_TEXT[category].label}
            </legend>
            <p className="communications-category__hint">{CATEGORY_TEXT[category].hint}</p>
            <div className="communications-category__channels">
              {CHANNELS.map((channel) => {
                const locked = isLocked(draft, category, channel);
                return (
                  <label key={channel} className="communications-channel">
                    <input
                      type="checkbox"
                      checked={draft[category][channel]}
                      aria-disabled={locked || undefined}
                      aria-describedby={why ? whyId : undefined}
                      onChange={(event) =>
                        setDraft((current) =>
                          setChannel(current, category, channel, event.target.checked),
                        )
                      }
                    />
                    {CHANNEL_TEXT[channel]}
                  </label>
                );
              })}
            </div>
            {why ? (
              <p id={whyId} className="communications-category__why">
                {why}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {save.isError ? (
        <InlineMessage variant="error">
          {describeFailure(COMMUNICATIONS_TEXT.saveError, save.error)}
        </InlineMessage>
      ) : null}
      <div className="communications-actions">
        <Button
          type="submit"
          state={save.isPending ? 'pending' : 'empty'}
          disabled={!changed && !save.isPending}
        >
          {COMMUNICATIONS_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
