import { Link } from 'react-router-dom';
import { useSite } from '../../features/site';

// The site's logo when the owner uploaded one (it carries the name), else a mark and the name.
export function NavBrand() {
  const { siteName, logoUrl } = useSite();
  return (
    <Link to="/" className="navbar__brand">
      {logoUrl ? (
        <img className="navbar__logo-image" src={logoUrl} alt={siteName} width={160} height={40} />
      ) : (
        <>
          <span className="navbar__logo" aria-hidden="true" />
          <span className="navbar__brand-text">{siteName}</span>
        </>
      )}
    </Link>
  );
}
