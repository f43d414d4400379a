import { Link } from 'react-router-dom';
import { SubscribeForm } from '../../components/SubscribeForm';
import { useSubscribe } from '../../features/blog';
import { SocialLinks, useSite } from '../../features/site';
import { FooterBottom } from './FooterBottom';
import './Footer.css';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const SERVICES = [
  'Business Consulting',
  'Strategic Planning',
  'Leadership Development',
  'Digital Products',
  'Online Courses',
];

// Every page's footer: the site's name, blurb and social links, the quick links, the services, the
// daily e-mail's sign-up, then the copyright and the legal pages.
export function Footer() {
  const subscribe = useSubscribe();
  const { siteName, tagline } = useSite();
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <div className="footer__brand">
          <Link to="/" className="footer__name">
            {siteName}
          </Link>
          {tagline && <p className="footer__blurb">{tagline}</p>}
          <SocialLinks className="footer__social" />
        </div>

        <nav aria-label="Quick links">
          <h2 className="footer__heading">Quick Links</h2>
          <ul className="footer__list">
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer__heading">
            Services
          </h2>
          <ul className="footer__list">
            {SERVICES.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="footer__heading">
            Daily Blog Email
          </h2>
          <p className="footer__text">Get each new post in your inbox, every morning.</p>
          <SubscribeForm variant="dark" onSubscribe={subscribe} />
        </section>
      </div>

      <FooterBottom siteName={siteName} />
    </footer>
  );
}
