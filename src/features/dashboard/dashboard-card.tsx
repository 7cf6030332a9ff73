// The frame of a dashboard card: a titled region, its content, and links at the bottom.
import type { ReactNode } from 'react';

/** Props of {@link DashboardCard}. */
export interface DashboardCardProps {
  /** Unique within the page; names the region. */
  id: string;
  title: string;
  children: ReactNode;
  /** Links or buttons under the content. */
  actions?: ReactNode;
}

export function DashboardCard({ id, title, children, actions }: DashboardCardProps) {
  return (
    <section className="dashboard-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-card__title">
        {title}
      </h2>
      <div className="dashboard-card__body">{children}</div>
      {actions ? <div className="dashboard-card__actions">{actions}</div> : null}
    </section>
  );
}
