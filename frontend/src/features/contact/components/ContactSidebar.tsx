import { Icon } from '../../../components/icon/Icon';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '../../../components/icon/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import type { ReactNode } from 'react';
import { SubscribeForm } from '../../../components/SubscribeForm';
import { useSubscribe } from '../../blog';
import { SectionText } from '../../content';
import { SocialLinks, useSite } from '../../site';

// The owner's e-mail, phone and location from the site settings, a field not set left out; a saved
// 'info' section of the contact page replaces them all (spec: Content tab).
export function ContactInfoCard({ info }: { info?: string }) {
  const { contactEmail, contactPhone, contactLocation } = useSite();
  if (!info && !contactEmail && !contactPhone && !contactLocation) return null;
  return (
    <section className="contact-card" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="contact-card__title">
        Contact Information
      </h2>
      <SectionText saved={info} className="contact-card__html">
        <ul className="contact-info">
          {contactEmail && (
            <ContactItem icon={<Icon icon={MailOutlined} />} label="Email">
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </ContactItem>
          )}
          {contactPhone && (
            <ContactItem icon={<Icon icon={PhoneOutlined} />} label="Phone">
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
            </ContactItem>
          )}
          {contactLocation && (
            <ContactItem icon={<Icon icon={EnvironmentOutlined} />} label="Location">
              {contactLocation}
            </ContactItem>
          )}
        </ul>
      </SectionText>
    </section>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>
        <span className="contact-info__label">{label}</span>
        {children}
      </span>
    </li>
  );
}

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
