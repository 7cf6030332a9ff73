// The frame of a dashboard card: a titled region, its content, and links at the bottom.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Props of {@link DashboardCard}. */
export interface DashboardCardProps {
  /** Unique within the page; names the region. */
  id: string;
  title: string;
  children: ReactNode;
  /** The in-app pages the card leads to, as links under the content. */
  links?: readonly { to: string; label: string }[];
}

export function DashboardCard({ id, title, children, links }: DashboardCardProps) {
  return (
    <section className="dashboard-card" data-card={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-card__title">
        {title}
      </h2>
      <div className="dashboard-card__body">{children}</div>
      {links?.length ? (
        <div className="dashboard-card__actions">
          {links.map(({ to, label }) => (
            <RouterLink key={to} className="dashboard-card__action" to={to}>
              {label}
            </RouterLink>
          ))}
        </div>
      ) : null}
    </section>
  );
}
