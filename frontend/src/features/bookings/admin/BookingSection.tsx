import type { ReactNode } from 'react';
import { useId } from 'react';

// A titled part of the Bookings area: a <section> named by its <h2>, with an optional hint.
export function BookingSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="booking-section" aria-labelledby={id}>
      <h2 id={id} className="booking-section__title">
        {title}
      </h2>
      {hint && <p className="booking-section__hint">{hint}</p>}
      {children}
    </section>
  );
}
