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
  /** Takes two columns of the grid where there are two or more (the attention list). */
  wide?: boolean;
}

export function DashboardCard({ id, title, children, actions, wide }: DashboardCardProps) {
  return (
    <section
      className={wide ? 'dashboard-card dashboard-card--wide' : 'dashboard-card'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="dashboard-card__title">
        {title}
      </h2>
      <div className="dashboard-card__body">{children}</div>
      {actions ? <div className="dashboard-card__actions">{actions}</div> : null}
    </section>
  );
}
