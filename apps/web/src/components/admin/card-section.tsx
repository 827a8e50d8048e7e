import { useId, type ReactNode } from 'react';

/** A card of a back-office page, named by its heading (a landmark a screen reader lists by that name). */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
