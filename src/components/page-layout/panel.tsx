// A white panel of an account page with the heading that names it (an h2 labelling the region),
// so every page groups its parts the same way. The look is page-layout.css.
import { useId, type ReactNode } from 'react';
import './page-layout';

/** Props of {@link Panel}. */
export interface PanelProps {
  title: ReactNode;
  children?: ReactNode;
}

export function Panel({ title, children }: PanelProps) {
  const id = useId();
  return (
    <section className="shs-panel" aria-labelledby={id}>
      <h2 id={id} className="shs-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
