import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon/Icon';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '../../../components/icon/icons';
import { SectionText } from '../../content';
import { useSite } from '../../site';

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
