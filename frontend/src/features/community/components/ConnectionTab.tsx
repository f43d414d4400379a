import { Button } from 'antd';
import { EXERCISES, RESOURCES } from '../lib/community-data';

// Spec section 2: the buttons here do nothing yet.
export function ConnectionTab() {
  return (
    <div className="community-connection">
      <section aria-labelledby="community-exercises-title">
        <h2 id="community-exercises-title" className="community-section-title">
          Connection Exercises
        </h2>
        <div className="community-stack">
          {EXERCISES.map((exercise) => (
            <article key={exercise.title} className="community-card" aria-label={exercise.title}>
              <h3 className="community-card__title">{exercise.title}</h3>
              <p className="community-card__meta">{exercise.duration}</p>
              <p className="community-card__text">{exercise.description}</p>
              <Button>Start Exercise</Button>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="community-resources-title">
        <h2 id="community-resources-title" className="community-section-title">
          Support Resources
        </h2>
        <div className="community-stack">
          {RESOURCES.map((resource) => (
            <article key={resource.title} className="community-card" aria-label={resource.title}>
              <h3 className="community-card__title">{resource.title}</h3>
              <p className="community-card__text">{resource.description}</p>
              <Button type="primary" ghost>
                {resource.action}
              </Button>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
