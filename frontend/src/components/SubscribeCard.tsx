import { Icon } from './icon/Icon';
import { MailOutlined } from './icon/icons';
import { SubscribeForm } from './SubscribeForm';
import './SubscribeCard.css';

interface SubscribeCardProps {
  onSubscribe?: (email: string) => Promise<unknown>;
}

// The daily blog e-mail card of the home and blog pages.
export function SubscribeCard({ onSubscribe }: SubscribeCardProps) {
  return (
    <section className="subscribe-card" aria-labelledby="subscribe-card-title">
      <span className="subscribe-card__icon" aria-hidden="true">
        <Icon icon={MailOutlined} />
      </span>
      <h2 id="subscribe-card-title" className="subscribe-card__title">
        Get Daily Insights in Your Inbox
      </h2>
      <p className="subscribe-card__text">
        One short, practical reflection every morning: ideas for your work, your growth and your wellbeing. No spam, and
        you can unsubscribe at any time.
      </p>
      <SubscribeForm onSubscribe={onSubscribe} />
    </section>
  );
}
