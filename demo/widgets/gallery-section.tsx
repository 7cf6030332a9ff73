import { useId, type ReactNode } from 'react';

/** One titled section of the gallery page. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="gallery-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A labelled example inside a section. */
export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="gallery-example">
      <h3>{title}</h3>
      <div className="gallery-example__body">{children}</div>
    </div>
  );
}
