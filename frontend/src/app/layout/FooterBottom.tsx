import { Link } from 'react-router-dom';
import { LEGAL_PAGES } from '../../features/legal';
import { copyrightYears } from '../../features/site';

// The footer's last line: the copyright, and the legal pages.
export function FooterBottom({ siteName }: { siteName: string }) {
  return (
    <div className="footer__bottom container">
      <p>
        © {copyrightYears()} {siteName}. All rights reserved.
      </p>
      <nav aria-label="Legal" className="footer__legal">
        {LEGAL_PAGES.map(({ path, label }) => (
          <Link key={path} to={path}>
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
