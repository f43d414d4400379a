import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon/Icon';
import { RiseOutlined, SunOutlined, TeamOutlined } from '../../../components/icon/icons';

interface Pillar {
  title: string;
  icon: ReactNode;
  text: string;
}

const PILLARS: Pillar[] = [
  {
    title: 'Community Support',
    icon: <Icon icon={TeamOutlined} />,
    text: 'No one should have to rebuild alone. Here you will find people who understand, who listen without judgement and who cheer for every step forward, however small.',
  },
  {
    title: 'Personal Growth',
    icon: <Icon icon={RiseOutlined} />,
    text: 'Practical tools for the work and the life you want: clearer goals, healthier boundaries, stronger leadership and the confidence to trust your own voice again.',
  },
  {
    title: 'Daily Reflection',
    icon: <Icon icon={SunOutlined} />,
    text: 'A few quiet minutes a day change more than a burst of effort once a year. Daily posts and reflection prompts help you notice your progress and keep going.',
  },
];

// "Three Pillars": what the community offers, a card each.
export function AboutPillars() {
  return (
    <section className="about-pillars" aria-labelledby="about-pillars-title">
      <h2 id="about-pillars-title">Three Pillars</h2>
      <div className="about-pillars__grid">
        {PILLARS.map(({ title, icon, text }) => (
          <article key={title} className="about-pillar">
            <span className="about-pillar__icon" aria-hidden="true">
              {icon}
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
