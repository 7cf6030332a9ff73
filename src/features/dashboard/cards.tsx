// The dashboard's cards. Each reads its own calls, so one failing call never blanks the page.
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '../../components/link/link';
import { CHAT_BAR_ID } from '../../lib/chat/messages';
import { href, PATHS } from '../../lib/routing/paths';
import { SUPPORT_PHONE } from '../../lib/shared/feature-fallbacks';
import { isFeatureOn } from '../../lib/shared/features';
import type { Service } from '../../lib/shared/services';
import { CardQuery } from './card-query';
import { useSettled } from './use-settled';
import { DashboardCard } from './dashboard-card';
import { calendarDate, money, nextVisit, visitWindow } from './format';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { dashboardText } from './text';
// The areas' own queries (their public data entry, docs/decisions/008): a value saved on a
// billing, appointments or profile page is the very cache entry these cards read.
import { useAppointments } from '../appointments/queries';
import { useAutopay, useCurrentInvoice, useInvoicePreferences } from '../billing/queries';
import { useServiceAddress } from '../profile/queries';

/** The phone line the Help card offers (a number, the same in every language). */
const HELP_PHONE = { display: '1-800-555-0199', href: 'tel:+18005550199' } as const;

export function BillCard({
  serviceName,
  onSettled,
}: {
  serviceName: string;
  /** Called once the bill is known or failed (dashboard-cards.tsx reveals the cards below). */
  onSettled?: () => void;
}) {
  const invoice = useCurrentInvoice(serviceName);
  useSettled(invoice.isPending, onSettled);
  const t = useText(dashboardText);
  const payments = isFeatureOn('payments');
  return (
    <DashboardCard
      id="dashboard-bill"
      title={t('bill.title')}
      // Payments switched off (config features.payments): no Pay link; the body says how to pay.
      links={payments ? [{ to: PATHS.billingPayment, label: t('bill.pay') }] : []}
    >
      <CardQuery query={invoice} loadingLabel={t('bill.loading')} errorMessage={t('bill.error')}>
        {(bill) => (
          <dl className="dashboard-facts">
            <div>
              <dt>{t('bill.amountDue')}</dt>
              <dd className="dashboard-facts__big">{money(bill.amountDueCents)}</dd>
            </div>
            <div>
              <dt>{t('bill.dueDate')}</dt>
              <dd>
                {bill.amountDueCents > 0 ? calendarDate(bill.dueDate) : t('bill.nothingDue')}{' '}
                <span className={`dashboard-status dashboard-status--${bill.status}`}>
                  {t('bill.status', { status: bill.status })}
                </span>
              </dd>
            </div>
          </dl>
        )}
      </CardQuery>
      {payments ? null : (
        <p>
          <a className="dashboard-card__action" href={SUPPORT_PHONE.href}>
            {t('bill.payByPhone', { phone: SUPPORT_PHONE.display })}
          </a>
        </p>
      )}
    </DashboardCard>
  );
}

function OnOff({ on }: { on: boolean }) {
  const t = useText(dashboardText);
  return <strong>{on ? t('autopay.on') : t('autopay.off')}</strong>;
}

export function AutopayCard({ serviceName }: { serviceName: string }) {
  const autopay = useAutopay(serviceName);
  const paperless = useInvoicePreferences(serviceName);
  const t = useText(dashboardText);
  return (
    <DashboardCard
      id="dashboard-autopay"
      title={t('autopay.title')}
      links={[
        { to: PATHS.billingAutopay, label: t('autopay.manageAutopay') },
        { to: PATHS.billingPaperless, label: t('autopay.managePaperless') },
      ]}
    >
      <dl className="dashboard-facts">
        <div>
          <dt>{t('autopay.autopay')}</dt>
          <dd>
            <CardQuery
              query={autopay}
              loadingLabel={t('autopay.loadingAutopay')}
              errorMessage={t('autopay.errorAutopay')}
            >
              {(data) => (
                <>
                  <OnOff on={data.enabled} />
                  {data.enabled && data.nextDate && data.nextAmountCents !== null ? (
                    <span className="dashboard-card__muted">
                      {' '}
                      {t('autopay.nextPayment', {
                        amount: money(data.nextAmountCents),
                        date: calendarDate(data.nextDate),
                      })}
                    </span>
                  ) : null}
                </>
              )}
            </CardQuery>
          </dd>
        </div>
        <div>
          <dt>{t('autopay.paperless')}</dt>
          <dd>
            <CardQuery
              query={paperless}
              loadingLabel={t('autopay.loadingPaperless')}
              errorMessage={t('autopay.errorPaperless')}
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
  const t = useText(dashboardText);
  return (
    <DashboardCard
      id="dashboard-visit"
      title={t('visit.title')}
      links={[{ to: PATHS.appointments, label: t('visit.all') }]}
    >
      <CardQuery
        query={appointments}
        loadingLabel={t('visit.loading')}
        errorMessage={t('visit.error')}
      >
        {({ upcoming }) => {
          const visit = nextVisit(upcoming);
          if (!visit) return <p className="dashboard-card__muted">{t('visit.none')}</p>;
          return (
            <>
              <p className="dashboard-card__strong">{t('visit.type', { type: visit.type })}</p>
              <p>
                <time dateTime={visit.windowStart}>
                  {visitWindow(visit.windowStart, visit.windowEnd)}
                </time>
              </p>
              <RouterLink
                className="dashboard-card__action"
                to={href.appointmentReschedule(visit.id)}
                aria-label={t('visit.rescheduleLabel', { type: visit.type })}
              >
                {t('visit.reschedule')}
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
  const t = useText(dashboardText);
  return (
    <DashboardCard
      id="dashboard-service"
      title={t('service.title')}
      links={[{ to: PATHS.profile, label: t('service.manage') }]}
    >
      <dl className="dashboard-facts">
        <div>
          <dt>{t('service.nickname')}</dt>
          <dd>{service.nickName || t('service.noNickname')}</dd>
        </div>
        <div>
          <dt>{t('service.address')}</dt>
          <dd>
            <CardQuery
              query={address}
              loadingLabel={t('service.loading')}
              errorMessage={t('service.error')}
              notAvailable={t('service.noAddress')}
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
          <dt>{t('service.service')}</dt>
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
  const t = useText(dashboardText);
  const chat = isFeatureOn('chat');
  return (
    <DashboardCard id="dashboard-help" title={t('help.title')}>
      <p>{t('help.lead')}</p>
      <p>
        {richText(t('help.call', { phone: HELP_PHONE.display }), {
          phone: (chunk) => (
            <Link className="dashboard-card__phone" href={HELP_PHONE.href}>
              {chunk}
            </Link>
          ),
        })}
      </p>
      {/* Chat switched off (config features.chat): the phone line above is the way to reach us. */}
      {chat ? (
        <p>
          <a className="dashboard-card__action" href={`#${CHAT_BAR_ID}`}>
            {t('help.chat')}
          </a>
        </p>
      ) : null}
    </DashboardCard>
  );
}

export function SmartHomeShortcut() {
  const t = useText(dashboardText);
  return (
    <DashboardCard
      id="dashboard-smart-home"
      title={t('smartHome.title')}
      links={[{ to: PATHS.smartHome, label: t('smartHome.open') }]}
    >
      <p>{t('smartHome.lead')}</p>
    </DashboardCard>
  );
}
