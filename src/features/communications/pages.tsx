// /communications (spec 2.1): which messages the customer gets (billing, appointments, alarm
// and service alerts, offers) by email and text message, saved on the server.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { useToastStore } from '../../components/toast/toast-store';
import { describeFailure } from '../../lib/http/failure';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { communicationsText } from './text';
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
  const t = useText(communicationsText);
  const title = useText(pageTitles);
  return (
    <>
      <h1 className="page-title">{title('communications')}</h1>
      <p className="shs-lead">{t('lead')}</p>
      <QueryState query={preferences} loadingLabel={t('loading')} errorMessage={t('loadError')}>
        {({ preferences: saved }) => <PreferencesForm saved={saved} />}
      </QueryState>
    </>
  );
}

function PreferencesForm({ saved }: { saved: Preferences }) {
  const [draft, setDraft] = useState(saved);
  const save = useSavePreferences();
  const showToast = useToastStore((state) => state.show);
  const t = useText(communicationsText);
  const changed = !samePreferences(draft, saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid(draft)) return;
    save.mutate(draft, {
      onSuccess: () => showToast({ message: t('saved'), variant: 'success' }),
    });
  };

  return (
    <form className="communications-form" aria-label={t('form')} onSubmit={submit}>
      {CATEGORIES.map((category) => {
        const whyId = `communications-why-${category}`;
        const why = MUST_REACH.includes(category)
          ? t('alarmWhy')
          : category === 'offers'
            ? t('offersWhy')
            : null;
        return (
          <fieldset key={category} className="communications-category">
            <legend className="communications-category__legend">{t(`category.${category}`)}</legend>
            <p className="communications-category__hint">{t(`category.${category}.hint`)}</p>
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
                      // A locked box does not toggle at all, rather than toggling and being put
                      // back: React 19 puts a refused controlled box back, preact/compat does not
                      // (ADR 016), and the box must hold on either.
                      onClick={(event) => {
                        if (locked) event.preventDefault();
                      }}
                      onChange={(event) =>
                        setDraft((current) =>
                          setChannel(current, category, channel, event.target.checked),
                        )
                      }
                    />
                    {t(`channel.${channel}`)}
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
        <InlineMessage variant="error">{describeFailure(t('saveError'), save.error)}</InlineMessage>
      ) : null}
      <div className="communications-actions">
        <Button
          type="submit"
          state={save.isPending ? 'pending' : 'empty'}
          disabled={!changed && !save.isPending}
        >
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
