// /profile/access-activity: every sign-in attempt (time, browser, OS, IP, result, whether 2FA
// was used), newest first, ten per page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state/query-state';
import { describeAddress, describeAttempt, formatOccurredAt, pageCount } from './activity-format';
import { PATHS } from '../../../lib/routing/paths';
import { BackLink } from '../back-link';
import { LOAD_ERRORS, PROFILE_TITLES } from '../messages';
import { useAccessActivity } from '../queries';
import { SignedInDevices } from './signed-in-devices';
import '../../../components/page-layout/page-layout';
import '../profile.css';

/** Sign-ins per page. */
export const ACTIVITY_PAGE_SIZE = 10;

export function AccessActivityPage() {
  const [page, setPage] = useState(1);
  const activity = useAccessActivity(page, ACTIVITY_PAGE_SIZE);

  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.accessActivity}</h1>
      <SignedInDevices />
      <section className="shs-panel" aria-label={PROFILE_TITLES.accessActivity}>
        <QueryState
          query={activity}
          loadingLabel="Loading your account access activity"
          errorMessage={LOAD_ERRORS.activity}
          isEmpty={(data) => data.total === 0}
          empty={<p className="shs-lead">No sign-ins recorded yet.</p>}
        >
          {({ items, total }) => {
            const pages = pageCount(total, ACTIVITY_PAGE_SIZE);
            return (
              <>
                <table className="activity-table" aria-busy={activity.isFetching || undefined}>
                  <caption>Sign-ins and security changes of your account, newest first.</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date and time</th>
                      <th scope="col">Result</th>
                      <th scope="col">Two-factor</th>
                      <th scope="col">Browser</th>
                      <th scope="col">Operating system</th>
                      <th scope="col">IP address</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => {
                      const words = describeAttempt(item);
                      const address = describeAddress(item.ip);
                      return (
                        <tr key={`${item.kind ?? 'password'}-${item.id}`}>
                          <th scope="row">
                            <time dateTime={item.occurredAt}>
                              {formatOccurredAt(item.occurredAt)}
                            </time>
                          </th>
                          <td
                            data-label="Result"
                            className={item.success ? undefined : 'activity-result--failed'}
                          >
                            {words.result}
                            {item.success && item.newBrowser ? (
                              <Link className="activity-not-you" to={PATHS.profileChangePassword}>
                                Not you? Change your password
                              </Link>
                            ) : null}
                          </td>
                          <td data-label="Two-factor">{words.twoFactor}</td>
                          <td data-label="Browser">{item.browser}</td>
                          <td data-label="Operating system">{item.os}</td>
                          <td data-label="IP address">
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
                  label="Access activity pages"
                  page={page}
                  pages={pages}
                  summary={`${total} ${total === 1 ? 'entry' : 'entries'}`}
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
