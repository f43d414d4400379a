import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { SocialLinks } from '../../../components/SocialLinks';
import { SubscribeForm } from '../../../components/SubscribeForm';
import { useSubscribe } from '../../blog/use-subscribe';
import { SectionText } from '../../content/SectionText';

// Sample values until the owner's details are saved as the contact page's 'info' section.
export const SAMPLE_CONTACT = {
  email: 'hello@example.com',
  phone: '+1 (555) 123-4567',
  location: 'San Francisco, CA',
};

export function ContactInfoCard({ info }: { info?: string }) {
  return (
    <section className="contact-card" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="contact-card__title">
        Contact Information
      </h2>
      <SectionText saved={info} className="contact-card__html">
        <ul className="contact-info">
          <li>
            <MailOutlined aria-hidden="true" />
            <span>
              <span className="contact-info__label">Email</span>
              <a href={`mailto:${SAMPLE_CONTACT.email}`}>{SAMPLE_CONTACT.email}</a>
            </span>
          </li>
          <li>
            <PhoneOutlined aria-hidden="true" />
            <span>
              <span className="contact-info__label">Phone</span>
              <a href={`tel:${SAMPLE_CONTACT.phone.replace(/[^\d+]/g, '')}`}>{SAMPLE_CONTACT.phone}</a>
            </span>
          </li>
          <li>
            <EnvironmentOutlined aria-hidden="true" />
            <span>
              <span className="contact-info__label">Location</span>
              {SAMPLE_CONTACT.location}
            </span>
          </li>
        </ul>
      </SectionText>
    </section>
  );
}

export function ResponseTimeCard() {
  return (
    <section className="contact-card" aria-labelledby="contact-response-title">
      <h2 id="contact-response-title" className="contact-card__title">
        <ClockCircleOutlined aria-hidden="true" /> Response Time
      </h2>
      <p className="contact-card__text">I reply to every message within 24 hours, usually sooner on weekdays.</p>
      <SocialLinks className="contact-social" label="Social profiles" />
      {/* spec: the button does nothing yet */}
      <Button block>Schedule Call</Button>
    </section>
  );
}

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
