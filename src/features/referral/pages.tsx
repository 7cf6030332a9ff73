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
import { getRuntimeConfig } from '../../lib/shared/config';
import { useSelectedService } from '../../stores/use-selected-service';
import { REFERRAL_STATUS, REFERRAL_TEXT, REFERRAL_TITLE } from './messages';
import { useReferralCode, useReferrals } from './queries';
import { copyText, mailtoLink, shareLink } from './share';
import '../../components/page-layout/page-layout';
import './referral.css';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/Denver' });
const money = (cents: number) => formatCurrency(cents / 100);

export function ReferralPage() {
  const serviceName = useSelectedService()?.serviceName ?? null;
  return (
    <>
      <h1 className="page-title">{REFERRAL_TITLE}</h1>
      <p className="shs-lead">{REFERRAL_TEXT.lead}</p>
      {serviceName ? (
        <>
          <ShareSection serviceName={serviceName} />
          <ReferralList serviceName={serviceName} />
        </>
      ) : (
        <p>{REFERRAL_TEXT.noService}</p>
      )}
    </>
  );
}

function ShareSection({ serviceName }: { serviceName: string }) {
  const code = useReferralCode(serviceName);
  const showToast = useToastStore((state) => state.show);
  const buy = getRuntimeConfig()?.urlConfig?.buy ?? getRuntimeConfig()?.sites?.buy;
  return (
    <Panel title={REFERRAL_TEXT.codeLabel}>
      <QueryState
        query={code}
        loadingLabel={REFERRAL_TEXT.codeLoading}
        errorMessage={REFERRAL_TEXT.codeError}
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
                    {REFERRAL_TEXT.linkLabel}
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
                              ? { message: REFERRAL_TEXT.copied, variant: 'success' }
                              : { message: REFERRAL_TEXT.copyFailed, variant: 'error' },
                          ),
                        )
                      }
                    >
                      {REFERRAL_TEXT.copy}
                    </Button>
                    <Link
                      className="shs-button shs-button--secondary referral-actions__link"
                      href={mailtoLink(REFERRAL_TEXT.emailSubject, REFERRAL_TEXT.emailBody(link))}
                    >
                      {REFERRAL_TEXT.email}
                    </Link>
                    {canShare ? (
                      <Button
                        variant="secondary"
                        onClick={() =>
                          void navigator
                            .share({
                              title: REFERRAL_TEXT.emailSubject,
                              text: REFERRAL_TEXT.emailBody(link),
                              url: link,
                            })
                            // Closing the share sheet rejects with AbortError: nothing to say.
                            .catch(() => undefined)
                        }
                      >
                        {REFERRAL_TEXT.share}
                      </Button>
                    ) : null}
                  </div>
                </>
              ) : (
                <InlineMessage variant="info">{REFERRAL_TEXT.noLink}</InlineMessage>
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
  return (
    <Panel title={REFERRAL_TEXT.listTitle}>
      <QueryState
        query={referrals}
        loadingLabel={REFERRAL_TEXT.listLoading}
        errorMessage={REFERRAL_TEXT.listError}
        isEmpty={(data) => data.referrals.length === 0}
        empty={<p>{REFERRAL_TEXT.listEmpty}</p>}
      >
        {(data) => (
          <>
            <dl className="referral-totals">
              <div>
                <dt>{REFERRAL_TEXT.earned}</dt>
                <dd>{money(data.earnedCents)}</dd>
              </div>
              <div>
                <dt>{REFERRAL_TEXT.pending}</dt>
                <dd>{money(data.pendingCents)}</dd>
              </div>
            </dl>
            <table className="shs-data-table">
              <caption className="shs-visually-hidden">{REFERRAL_TEXT.listTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">Friend</th>
                  <th scope="col">Referred on</th>
                  <th scope="col">Status</th>
                  <th scope="col">Reward</th>
                </tr>
              </thead>
              <tbody>
                {data.referrals.map((referral) => (
                  <tr key={referral.id}>
                    <th scope="row">{referral.friendName}</th>
                    <td data-label="Referred on">
                      <time dateTime={referral.referredAt}>
                        {DATE.format(new Date(referral.referredAt))}
                      </time>
                    </td>
                    <td data-label="Status">{REFERRAL_STATUS[referral.status]}</td>
                    <td data-label="Reward">
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
