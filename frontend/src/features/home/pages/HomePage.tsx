import { ArrowRightOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { SubscribeCard } from '../../../components/SubscribeCard';
import { SUBSCRIBED_DAILY, useSubscribe } from '../../blog/use-subscribe';
import './HomePage.css';

export function HomePage() {
  const subscribe = useSubscribe(SUBSCRIBED_DAILY);
  return (
    <>
      <section className="home-hero">
        <div className="container home-hero__inner">
          <p className="home-hero__eyebrow">A safe place to grow</p>
          <h1 className="home-hero__title">Welcome, Friends</h1>
          <p className="home-hero__text">
            Whatever brought you here, you are welcome exactly as you are. This is a safe, judgement-free
            community for people rebuilding their lives and careers, including those finding their footing
            after leaving high-control environments. Take what helps, share when you are ready, and know you
            are not doing this alone.
          </p>
          <div className="home-hero__actions">
            <ButtonLink
              to="/blog"
              type="primary"
              size="large"
              icon={<ArrowRightOutlined aria-hidden />}
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
      <section className="home-subscribe container">
        <SubscribeCard onSubscribe={subscribe} />
      </section>
    </>
  );
}
