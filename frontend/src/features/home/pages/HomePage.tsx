import { Icon } from '../../../components/icon/Icon';
import { ArrowRightOutlined } from '../../../components/icon/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { SubscribeCard } from '../../../components/SubscribeCard';
import { CONFIRM_BY_MAIL, useSubscribe } from '../../blog';
import { backgroundStyle, SectionText, usePageContent } from '../../content';
import { OwnerFigure, usePageTitle } from '../../site';
import './HomePage.css';

export function HomePage() {
  const subscribe = useSubscribe(CONFIRM_BY_MAIL);
  const saved = usePageContent('home');
  usePageTitle();
  return (
    <>
      <section className="home-hero" style={backgroundStyle(saved.background)}>
        <div className="container home-hero__inner">
          <OwnerFigure className="home-owner" />
          <p className="home-hero__eyebrow">A safe place to grow</p>
          <h1 className="home-hero__title">Welcome, Friends</h1>
          <SectionText saved={saved.hero} className="home-hero__text">
            <p className="home-hero__text">
              Whatever brought you here, you are welcome exactly as you are. This is a safe, judgement-free community
              for people rebuilding their lives and careers, including those finding their footing after leaving
              high-control environments. Take what helps, share when you are ready, and know you are not doing this
              alone.
            </p>
          </SectionText>
          <div className="home-hero__actions">
            <ButtonLink
              to="/blog"
              type="primary"
              size="large"
              icon={<Icon icon={ArrowRightOutlined} />}
              iconPlacement="end"
            >
              Latest Blog Posts
            </ButtonLink>
            <ButtonLink to="/app" size="large">
              Try The App
            </ButtonLink>
          </div>
        </div>
      </section>
      {(saved.about || saved.features) && (
        <section className="home-extra container" aria-label="More about this site">
          {saved.about && (
            <SectionText saved={saved.about} className="home-extra__about">
              {null}
            </SectionText>
          )}
          {saved.features && (
            <SectionText saved={saved.features} className="home-extra__features">
              {null}
            </SectionText>
          )}
        </section>
      )}
      <section className="home-subscribe container">
        <SubscribeCard onSubscribe={subscribe} />
      </section>
    </>
  );
}
