import type { Reflection } from '../lib/community-data';
import { FEATURED_QUOTE, STATS } from '../lib/community-data';

export function OverviewTab({ reflections }: { reflections: readonly Reflection[] }) {
  const completed = reflections.filter((r) => r.completed).length;
  const total = reflections.length;
  const percent = total ? Math.round((completed / total) * 100) : 0;
  return (
    <div className="community-overview">
      <section className="community-card" aria-labelledby="community-progress-title">
        <h2 id="community-progress-title" className="community-card__title">
          Your Daily Reflections
        </h2>
        <p className="community-progress__text">
          {completed} of {total} reflections completed
        </p>
        <div
          className="community-progress"
          role="progressbar"
          aria-label="Daily reflections completed"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="community-progress__bar" style={{ width: `${percent}%` }} />
        </div>
      </section>

      <ul className="community-stats" aria-label="Community this week">
        {STATS.map(({ value, label }) => (
          <li key={label} className="community-stat">
            <strong className="community-stat__value">{value}</strong>
            <span className="community-stat__label">{label}</span>
          </li>
        ))}
      </ul>

      <figure className="community-quote">
        <blockquote>“{FEATURED_QUOTE.text}”</blockquote>
        <figcaption>— {FEATURED_QUOTE.author}</figcaption>
      </figure>
    </div>
  );
}
