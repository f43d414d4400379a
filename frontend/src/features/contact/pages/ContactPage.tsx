import { PageHeader } from '../../../components/PageHeader';
import { backgroundStyle, plainText, usePageContent } from '../../content';
import { ContactForm } from '../components/ContactForm';
import { ContactInfoCard } from '../components/ContactInfoCard';
import { ResponseTimeCard, StayConnectedCard } from '../components/ContactSidebar';
import { usePageTitle } from '../../site';
import '../contact.css';

// /contact (spec section 2): the form, the owner's details, the response promise and the
// newsletter. Saved sections (header, info, background) replace the defaults; until they load, or
// if they cannot, the defaults show.
export function ContactPage() {
  usePageTitle('Contact');
  const saved = usePageContent('contact');
  const header = saved.header;
  const background = backgroundStyle(saved.background);

  return (
    <div className={`contact-page${background ? ' contact-page--custom' : ''}`} style={background}>
      <div className="container page">
        <PageHeader
          title={(header && plainText(header)) || 'Get In Touch'}
          lead="Questions, ideas or a project in mind? I'd love to hear from you."
        />
        <div className="contact-layout">
          <section className="contact-card contact-layout__form" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact-card__title">
              Send a Message
            </h2>
            <ContactForm />
          </section>
          <aside className="contact-layout__side" aria-label="Other ways to connect">
            <ContactInfoCard info={saved.info} />
            <ResponseTimeCard />
            <StayConnectedCard />
          </aside>
        </div>
      </div>
    </div>
  );
}
