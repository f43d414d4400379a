import { Icon } from '../../../components/icon/Icon';
import { ClockCircleOutlined } from '../../../components/icon/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { SubscribeForm } from '../../../components/SubscribeForm';
import { useSubscribe } from '../../blog';
import { SocialLinks } from '../../site';

// How soon the owner replies, their social profiles, and the way to book the introductory call.
export function ResponseTimeCard() {
  return (
    <section className="contact-card" aria-labelledby="contact-response-title">
      <h2 id="contact-response-title" className="contact-card__title">
        <Icon icon={ClockCircleOutlined} /> Response Time
      </h2>
      <p className="contact-card__text">I reply to every message within 24 hours, usually sooner on weekdays.</p>
      <SocialLinks className="contact-social" label="Social profiles" />
      {/* a link, though it looks like a button: it works before the page is hydrated */}
      <ButtonLink to="/schedule-call" block>
        Schedule Call
      </ButtonLink>
    </section>
  );
}

// The daily e-mail's sign-up.
export function StayConnectedCard() {
  const subscribe = useSubscribe();
  return (
    <section className="contact-card contact-card--accent" aria-labelledby="contact-newsletter-title">
      <h2 id="contact-newsletter-title" className="contact-card__title">
        Stay Connected
      </h2>
      <p className="contact-card__text">Get the daily blog post in your inbox. No spam, unsubscribe at any time.</p>
      <SubscribeForm onSubscribe={subscribe} variant="dark" />
    </section>
  );
}
