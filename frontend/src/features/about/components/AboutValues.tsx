import { Icon } from '../../../components/icon/Icon';
import { CheckCircleFilled, HeartOutlined } from '../../../components/icon/icons';
import { SectionText } from '../../content';

const SAFE_SPACE_PRINCIPLES = [
  'Your story is yours: share as much or as little as you like, anonymously if you prefer.',
  'We listen first and never judge, shame or pressure anyone.',
  'What is shared here stays here. Confidentiality is a promise, not a suggestion.',
  'Every belief, background and identity is welcome; disrespect is not.',
];

const GROWTH_FOCUS = [
  'Progress over perfection: small, steady steps count.',
  'Encouragement that is honest, practical and kind.',
  'Celebrating milestones together, from first jobs to first boundaries.',
  'Tools you can use today, not theory for someday.',
];

function ValueList({ items }: { items: string[] }) {
  return (
    <ul className="about-values__list">
      {items.map((item) => (
        <li key={item}>
          <Icon icon={CheckCircleFilled} className="about-values__check" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

// "Our Community Values": the owner's saved values (else the sample's two lists).
export function AboutValues({ values }: { values: string | undefined }) {
  return (
    <section className="about-values" aria-labelledby="about-values-title">
      <h2 id="about-values-title">
        <Icon icon={HeartOutlined} /> Our Community Values
      </h2>
      <SectionText saved={values} className="about-values__saved">
        <div className="about-values__grid">
          <article className="about-values__card">
            <h3>Safe Space Principles</h3>
            <ValueList items={SAFE_SPACE_PRINCIPLES} />
          </article>
          <article className="about-values__card">
            <h3>Growth Focus</h3>
            <ValueList items={GROWTH_FOCUS} />
          </article>
        </div>
      </SectionText>
    </section>
  );
}
