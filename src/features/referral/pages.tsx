// /refer-a-friend (spec 2.1): the selected service's referral code, a share link on the buy
// site carrying it (copy, email, the system share sheet where there is one), and the friends
// referred with the credits they earned.
import { Panel } from '../../components/page-layout/panel';
import { Button } from '../../components/button/button';
import { formatCurrency } from '../../components/format/format-currency';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Link } from '../../components/link/link';
import { QueryState } from '../../components/query-state/query-state';
import { useToastStore } from '../../components/toast/toast-store';
import { useMemo } from 'react';
import { pageTitles } from '../../lib/routing/page-titles';
import { getRuntimeConfig } from '../../lib/shared/config';
import { INTL_LOCALES } from '../../lib/shared/i18n/locales';
import { useLocale, useText } from '../../lib/shared/i18n/use-text';
import { useSelectedService } from '../../stores/use-selected-service';
import { useReferralCode, useReferrals } from './queries';
import { copyText, mailtoLink, shareLink } from './share';
import { referralText } from './text';
import '../../components/page-layout/page-layout';
import './referral.css';

const money = (cents: number) => formatCurrency(cents / 100);

export function ReferralPage() {
  const serviceName = useSelectedService()?.serviceName ?? null;
  const t = useText(referralText);
  const title = useText(pageTitles);
  return (
    <>
      <h1 className="page-title">{title('referral')}</h1>
      <p className="shs-lead">{t('lead')}</p>
      {serviceName ? (
        <>
          <ShareSection serviceName={serviceName} />
          <ReferralList serviceName={serviceName} />
        </>
      ) : (
        <p>{t('noService')}</p>
      )}
    </>
  );
}

function ShareSection({ serviceName }: { serviceName: string }) {
  const code = useReferralCode(serviceName);
  const showToast = useToastStore((state) => state.show);
  const t = useText(referralText);
  const buy = getRuntimeConfig()?.urlConfig?.buy ?? getRuntimeConfig()?.sites?.buy;
  return (
    <Panel title={t('codeLabel')}>
      <QueryState
        query={code}
        loadingLabel={t('codeLoading')}
        errorMessage={t('codeError')}
        compact
      >
        {({ code: value }) => {
          const link = shareLink(buy, value);
          const canShare = typeof navigator.share === 'function';
          return (
            <>
              <p className="referral-code">{value}</p>
              {link ? (
                <>
                  <label className="referral-link" htmlFor="referral-link-input">
                    {t('linkLabel')}
                  </label>
                  <input
                    id="referral-link-input"
                    className="referral-link__input"
                    type="text"
                    readOnly
                    value={link}
                    onFocus={(event) => event.target.select()}
                  />
                  <div className="referral-actions">
                    <Button
                      onClick={() =>
                        void copyText(link).then((ok) =>
                          showToast(
                            ok
                              ? { message: t('copied'), variant: 'success' }
                              : { message: t('copyFailed'), variant: 'error' },
                          ),
                        )
                      }
                    >
                      {t('copy')}
                    </Button>
                    <Link
                      className="shs-button shs-button--secondary referral-actions__link"
                      href={mailtoLink(t('emailSubject'), t('emailBody', { link }))}
                    >
                      {t('email')}
                    </Link>
                    {canShare ? (
                      <Button
                        variant="secondary"
                        onClick={() =>
                          void navigator
                            .share({
                              title: t('emailSubject'),
                              text: t('emailBody', { link }),
                              url: link,
                            })
                            // Closing the share sheet rejects with AbortError: nothing to say.
                            .catch(() => undefined)
                        }
                      >
                        {t('share')}
                      </Button>
                    ) : null}
                  </div>
                </>
              ) : (
                <InlineMessage variant="info">{t('noLink')}</InlineMessage>
              )}
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}

function ReferralList({ serviceName }: { serviceName: string }) {
  const referrals = useReferrals(serviceName);
  const t = useText(referralText);
  const locale = useLocale();
  // The referral date in the reader's language, on Denver's calendar (spec 9.1).
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        dateStyle: 'medium',
        timeZone: 'America/Denver',
      }),
    [locale],
  );
  return (
    <Panel title={t('listTitle')}>
      <QueryState
        query={referrals}
        loadingLabel={t('listLoading')}
        errorMessage={t('listError')}
        isEmpty={(data) => data.referrals.length === 0}
        empty={<p>{t('listEmpty')}</p>}
      >
        {(data) => (
          <>
            <dl className="referral-totals">
              <div>
                <dt>{t('earned')}</dt>
                <dd>{money(data.earnedCents)}</dd>
              </div>
              <div>
                <dt>{t('pending')}</dt>
                <dd>{money(data.pendingCents)}</dd>
              </div>
            </dl>
            <table className="shs-data-table">
              <caption className="shs-visually-hidden">{t('listTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('column.friend')}</th>
                  <th scope="col">{t('column.referredOn')}</th>
                  <th scope="col">{t('column.status')}</th>
                  <th scope="col">{t('column.reward')}</th>
                </tr>
              </thead>
              <tbody>
                {data.referrals.map((referral) => (
                  <tr key={referral.id}>
                    <th scope="row">{referral.friendName}</th>
                    <td data-label={t('column.referredOn')}>
                      <time dateTime={referral.referredAt}>
                        {date.format(new Date(referral.referredAt))}
                      </time>
                    </td>
                    <td data-label={t('column.status')}>
                      {t('status', { status: referral.status })}
                    </td>
                    <td data-label={t('column.reward')}>
                      {referral.rewardCents ? money(referral.rewardCents) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </QueryState>
    </Panel>
  );
}
