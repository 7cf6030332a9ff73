// The dashboard's cards. Each reads its own calls, so one failing call never blanks the page.
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '../../components/link/link';
import { CHAT_BAR_ID } from '../../lib/chat/messages';
import { href, PATHS } from '../../lib/routing/paths';
import { SUPPORT_PHONE } from '../../lib/shared/feature-fallbacks';
import { isFeatureOn } from '../../lib/shared/features';
import type { Service } from '../../lib/shared/services';
import { CardQuery } from './card-query';
import { DashboardCard } from './dashboard-card';
import { calendarDate, money, nextVisit, visitWindow } from './format';
import {
  AUTOPAY_TEXT,
  BILL_TEXT,
  HELP_TEXT,
  SERVICE_TEXT,
  SMART_HOME_SHORTCUT_TEXT,
  VISIT_TEXT,
} from './messages';
// The areas' own queries (their public data entry, docs/decisions/008): a value saved on a
// billing, appointments or profile page is the very cache entry these cards read.
import { useAppointments } from '../appointments/queries';
import { useAutopay, useCurrentInvoice, useInvoicePreferences } from '../billing/queries';
import { useServiceAddress } from '../profile/queries';

export function BillCard({ serviceName }: { serviceName: string }) {
  const invoice = useCurrentInvoice(serviceName);
  return (
    <DashboardCard
      id="dashboard-bill"
      title={BILL_TEXT.title}
      // Payments switched off (config features.payments): no Pay link; the body says how to pay.
      links={
        isFeatureOn('payments') ? [{ to: PATHS.billingPayment, label: BILL_TEXT.payBill }] : []
      }
    >
      <CardQuery query={invoice} loadingLabel={BILL_TEXT.loading} errorMessage={BILL_TEXT.error}>
        {(bill) => (
          <dl className="dashboard-facts">
            <div>
              <dt>{BILL_TEXT.amountDue}</dt>
              <dd className="dashboard-facts__big">{money(bill.amountDueCents)}</dd>
            </div>
            <div>
              <dt>{BILL_TEXT.dueDate}</dt>
              <dd>
                {bill.amountDueCents > 0 ? calendarDate(bill.dueDate) : BILL_TEXT.nothingDue}{' '}
                <span className={`dashboard-status dashboard-status--${bill.status}`}>
                  {BILL_TEXT.status[bill.status] ?? bill.status}
                </span>
              </dd>
            </div>
          </dl>
        )}
      </CardQuery>
      {isFeatureOn('payments') ? null : (
        <p>
          <a className="dashboard-card__action" href={SUPPORT_PHONE.href}>
            {BILL_TEXT.payByPhone(SUPPORT_PHONE.display)}
          </a>
        </p>
      )}
    </DashboardCard>
  );
}

function OnOff({ on }: { on: boolean }) {
  return <strong>{on ? AUTOPAY_TEXT.on : AUTOPAY_TEXT.off}</strong>;
}

export function AutopayCard({ serviceName }: { serviceName: string }) {
  const autopay = useAutopay(serviceName);
  const paperless = useInvoicePreferences(serviceName);
  return (
    <DashboardCard
      id="dashboard-autopay"
      title={AUTOPAY_TEXT.title}
      links={[
        { to: PATHS.billingAutopay, label: AUTOPAY_TEXT.manageAutopay },
        { to: PATHS.billingPaperless, label: AUTOPAY_TEXT.managePaperless },
      ]}
    >
      <dl className="dashboard-facts">
        <div>
          <dt>{AUTOPAY_TEXT.autopay}</dt>
          <dd>
            <CardQuery
              query={autopay}
              loadingLabel={AUTOPAY_TEXT.loadingAutopay}
              errorMessage={AUTOPAY_TEXT.errorAutopay}
            >
              {(data) => (
                <>
                  <OnOff on={data.enabled} />
                  {data.enabled && data.nextDate && data.nextAmountCents !== null ? (
                    <span className="dashboard-card__muted">
                      {' '}
                      {AUTOPAY_TEXT.nextPayment(
                        money(data.nextAmountCents),
                        calendarDate(data.nextDate),
                      )}
                    </span>
                  ) : null}
                </>
              )}
            </CardQuery>
          </dd>
        </div>
        <div>
          <dt>{AUTOPAY_TEXT.paperless}</dt>
          <dd>
            <CardQuery
              query={paperless}
              loadingLabel={AUTOPAY_TEXT.loadingPaperless}
              errorMessage={AUTOPAY_TEXT.errorPaperless}
            >
              {(data) => <OnOff on={data.optIn} />}
            </CardQuery>
          </dd>
        </div>
      </dl>
    </DashboardCard>
  );
}

export function VisitCard({ serviceName }: { serviceName: string }) {
  const appointments = useAppointments(serviceName);
  return (
    <DashboardCard
      id="dashboard-visit"
      title={VISIT_TEXT.title}
      links={[{ to: PATHS.appointments, label: VISIT_TEXT.all }]}
    >
      <CardQuery
        query={appointments}
        loadingLabel={VISIT_TEXT.loading}
        errorMessage={VISIT_TEXT.error}
      >
        {({ upcoming }) => {
          const visit = nextVisit(upcoming);
          if (!visit) return <p className="dashboard-card__muted">{VISIT_TEXT.none}</p>;
          return (
            <>
              <p className="dashboard-card__strong">{VISIT_TEXT.type[visit.type] ?? visit.type}</p>
              <p>
                <time dateTime={visit.windowStart}>
                  {visitWindow(visit.windowStart, visit.windowEnd)}
                </time>
              </p>
              <RouterLink
                className="dashboard-card__action"
                to={href.appointmentReschedule(visit.id)}
                aria-label={`${VISIT_TEXT.reschedule} the ${(VISIT_TEXT.type[visit.type] ?? visit.type).toLowerCase()}`}
              >
                {VISIT_TEXT.reschedule}
              </RouterLink>
            </>
          );
        }}
      </CardQuery>
    </DashboardCard>
  );
}

export function ServiceCard({ service }: { service: Service }) {
  const address = useServiceAddress(service.serviceName);
  return (
    <DashboardCard
      id="dashboard-service"
      title={SERVICE_TEXT.title}
      links={[{ to: PATHS.profile, label: SERVICE_TEXT.manage }]}
    >
      <dl className="dashboard-facts">
        <div>
          <dt>{SERVICE_TEXT.nickname}</dt>
          <dd>{service.nickName || SERVICE_TEXT.noNickname}</dd>
        </div>
        <div>
          <dt>{SERVICE_TEXT.address}</dt>
          <dd>
            <CardQuery
              query={address}
              loadingLabel={SERVICE_TEXT.loading}
              errorMessage={SERVICE_TEXT.error}
              notAvailable={SERVICE_TEXT.noAddress}
            >
              {(data) => (
                <>
                  {data.street}, {data.city}, {data.state} {data.zip}
                </>
              )}
            </CardQuery>
          </dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{service.serviceName}</dd>
        </div>
      </dl>
    </DashboardCard>
  );
}

/**
 * Help: the phone line, and the way to the page's one chat launcher (the shell's bar at the foot
 * of every page, which states the chat hours from the configuration: they are said once, there).
 */
export function HelpCard() {
  return (
    <DashboardCard id="dashboard-help" title={HELP_TEXT.title}>
      <p>{HELP_TEXT.lead}</p>
      <p>
        {HELP_TEXT.call}:{' '}
        <Link className="dashboard-card__phone" href={HELP_TEXT.phoneHref}>
          {HELP_TEXT.phoneDisplay}
        </Link>
      </p>
      {/* Chat switched off (config features.chat): the phone line above is the way to reach us. */}
      {isFeatureOn('chat') ? (
        <p>
          <a className="dashboard-card__action" href={`#${CHAT_BAR_ID}`}>
            {HELP_TEXT.chat}
          </a>
        </p>
      ) : null}
    </DashboardCard>
  );
}

export function SmartHomeShortcut() {
  return (
    <DashboardCard
      id="dashboard-smart-home"
      title={SMART_HOME_SHORTCUT_TEXT.title}
      links={[{ to: PATHS.smartHome, label: SMART_HOME_SHORTCUT_TEXT.open }]}
    >
      <p>{SMART_HOME_SHORTCUT_TEXT.lead}</p>
    </DashboardCard>
  );
}
