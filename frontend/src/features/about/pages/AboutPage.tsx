import { Icon } from '../../../components/icon/Icon';
import {
  CheckCircleFilled,
  HeartOutlined,
  RiseOutlined,
  SunOutlined,
  TeamOutlined,
} from '../../../components/icon/icons';
import type { ReactNode } from 'react';
import { backgroundStyle, SectionText, usePageContent } from '../../content';
import { PageHeader } from '../../../components/PageHeader';
import { OwnerFigure, usePageTitle } from '../../site';
import './AboutPage.css';

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

export function AboutPage() {
  const saved = usePageContent('about');
  usePageTitle('About');
  return (
    <div className="about-page" style={backgroundStyle(saved.background)}>
      <div className="about container page">
        <PageHeader
          title="About"
          lead={
            <SectionText saved={saved.mission}>
              A business coach, an author and, above all, someone who knows what it takes to start over.
            </SectionText>
          }
        />

        <section className="about-story" aria-labelledby="about-story-title">
          <div className="about-story__text">
            <h2 id="about-story-title">My Story</h2>
            <SectionText saved={saved.bio}>
              <p>
                I grew up in a world with very clear rules about who I was allowed to be. Leaving it was the hardest and
                best decision of my life. Overnight I had to learn the things most people pick up without noticing: how
                to apply for a job, how to trust my own judgement, how to make friends who had no script to follow.
              </p>
              <p>
                The years that followed taught me that rebuilding is a skill, and that skills can be learned. I went on
                to build a business, to coach founders and leaders through their own turning points, and to write about
                the habits that make lasting change possible.
              </p>
              <p>
                This site brings those threads together: a daily blog of practical insights, products and courses for
                your professional growth, and a community where people who have walked a similar road can support one
                another. Wherever you are starting from, I am glad you are here.
              </p>
            </SectionText>
          </div>
          <OwnerFigure className="about-founder" />
        </section>

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

        <section className="about-values" aria-labelledby="about-values-title">
          <h2 id="about-values-title">
            <Icon icon={HeartOutlined} /> Our Community Values
          </h2>
          <SectionText saved={saved.values} className="about-values__saved">
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
      </div>
    </div>
  );
}
