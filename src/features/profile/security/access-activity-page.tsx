// /profile/access-activity: every sign-in attempt (time, browser, OS, IP, result, whether 2FA
// was used), newest first, ten per page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state/query-state';
import { describeAddress, describeAttempt, formatOccurredAt, pageCount } from './activity-format';
import { PATHS } from '../../../lib/routing/paths';
import { pageTitles } from '../../../lib/routing/page-titles';
import { useText } from '../../../lib/shared/i18n/use-text';
import { BackLink } from '../back-link';
import { useAccessActivity } from './security-queries';
import { profileText } from '../text';
import { SignedInDevices } from './signed-in-devices';
import '../../../components/page-layout/page-layout';
import '../profile.css';

/** Sign-ins per page. */
export const ACTIVITY_PAGE_SIZE = 10;

export function AccessActivityPage() {
  const t = useText(profileText);
  const title = useText(pageTitles);
  const [page, setPage] = useState(1);
  const activity = useAccessActivity(page, ACTIVITY_PAGE_SIZE);

  return (
    <>
      <BackLink />
      <h1 className="page-title">{title('profile.accessActivity')}</h1>
      <SignedInDevices />
      <section className="shs-panel" aria-label={title('profile.accessActivity')}>
        <QueryState
          query={activity}
          loadingLabel={t('activity.loading')}
          errorMessage={t('activity.loadError')}
          isEmpty={(data) => data.total === 0}
          empty={<p className="shs-lead">{t('activity.empty')}</p>}
        >
          {({ items, total }) => {
            const pages = pageCount(total, ACTIVITY_PAGE_SIZE);
            return (
              <>
                <table className="activity-table" aria-busy={activity.isFetching || undefined}>
                  <caption>{t('activity.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('activity.when')}</th>
                      <th scope="col">{t('activity.result')}</th>
                      <th scope="col">{t('activity.twoFactor')}</th>
                      <th scope="col">{t('activity.browser')}</th>
                      <th scope="col">{t('activity.os')}</th>
                      <th scope="col">{t('activity.ip')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => {
                      const words = describeAttempt(item, t);
                      const address = describeAddress(item.ip, t);
                      return (
                        <tr key={`${item.kind ?? 'password'}-${item.id}`}>
                          <th scope="row">
                            <time dateTime={item.occurredAt}>
                              {formatOccurredAt(item.occurredAt)}
                            </time>
                          </th>
                          <td
                            data-label={t('activity.result')}
                            className={item.success ? undefined : 'activity-result--failed'}
                          >
                            {words.result}
                            {item.success && item.newBrowser ? (
                              <Link className="activity-not-you" to={PATHS.profileChangePassword}>
                                {t('activity.notYou')}
                              </Link>
                            ) : null}
                          </td>
                          <td data-label={t('activity.twoFactor')}>{words.twoFactor}</td>
                          <td data-label={t('activity.browser')}>{item.browser}</td>
                          <td data-label={t('activity.os')}>{item.os}</td>
                          <td data-label={t('activity.ip')}>
                            {address.label}
                            {address.raw ? (
                              <span className="activity-raw-address">{address.raw}</span>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
                <Pager
                  label={t('activity.pages')}
                  page={page}
                  pages={pages}
                  summary={t('activity.count', { count: total })}
                  onPage={setPage}
                />
              </>
            );
          }}
        </QueryState>
      </section>
    </>
  );
}
