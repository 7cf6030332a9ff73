// "Needs your attention": everything across the customer's services that needs action, most
// urgent first (attention-rules.ts), each with its service and a link to the page that resolves
// it with that service selected (attention-links.ts). When nothing needs action, it says so.
import { Link as RouterLink } from 'react-router-dom';
import { serviceDisplayName } from '../../lib/shared/services';
import { useUserStore } from '../../stores/user-store';
import { attentionLink } from './attention-links';
import { attentionItems, type AttentionItem } from './attention-rules';
import { attentionText, toneOf } from './attention-text';
import { CardQuery } from './card-query';
import { useSettled } from './use-settled';
import { DashboardCard } from './dashboard-card';
import { useAttention } from './queries';
import { useText } from '../../lib/shared/i18n/use-text';
import { dashboardText } from './text';

function AttentionEntry({ item }: { item: AttentionItem }) {
  const service = useUserStore((state) => state.user?.services.byName[item.serviceName]);
  const serviceName = service ? serviceDisplayName(service) : item.serviceName;
  const t = useText(dashboardText);
  const text = attentionText(item, serviceName, t);
  const tone = toneOf(item);
  return (
    <li className={`attention-item attention-item--${tone}`} data-attention={item.key}>
      <div className="attention-item__text">
        <p className="attention-item__title">
          <span className="attention-item__tone">{t(`attention.tone.${tone}`)}</span> {text.title}
        </p>
        <p className="attention-item__service">{serviceName}</p>
        <p className="attention-item__detail">{text.detail}</p>
      </div>
      <RouterLink className="attention-item__action" to={attentionLink(item)}>
        {text.action}
        <span className="shs-visually-hidden"> {text.actionContext}</span>
      </RouterLink>
    </li>
  );
}

export function AttentionCard({
  customerId,
  onSettled,
}: {
  customerId: string;
  /** Called once the list is known or failed (dashboard-cards.tsx reveals the cards below). */
  onSettled?: () => void;
}) {
  const attention = useAttention(customerId);
  useSettled(attention.isPending, onSettled);
  const t = useText(dashboardText);
  return (
    <DashboardCard id="dashboard-attention" title={t('attention.title')}>
      <CardQuery
        query={attention}
        loadingLabel={t('attention.loading')}
        errorMessage={t('attention.error')}
      >
        {(facts) => {
          const items = attentionItems(facts);
          if (items.length === 0) return <p>{t('attention.nothing')}</p>;
          return (
            <ul
              className="attention-list"
              aria-label={t('attention.count', { count: items.length })}
            >
              {items.map((item) => (
                <AttentionEntry key={item.key} item={item} />
              ))}
            </ul>
          );
        }}
      </CardQuery>
    </DashboardCard>
  );
}
