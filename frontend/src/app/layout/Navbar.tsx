import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../../features/auth';
import { useSite } from '../../features/site';
import { Icon } from '../../components/icon/Icon';
import { CloseOutlined, MenuOutlined } from '../../components/icon/icons';
import { AuthActions } from './AuthActions';
import type { NavLinkItem } from './nav-links';
import { ADMIN_LINK, ADMIN_PANEL_LINK, NAV_LINKS } from './nav-links';
import './Navbar.css';

function NavLinks({ links, onNavigate }: { links: NavLinkItem[]; onNavigate?: () => void }) {
  return (
    <ul className="navbar__list">
      {links.map(({ to, label }) => (
        <li key={label}>
          {/* NavLink sets aria-current="page" on the active link; `end` keeps Home from matching every path */}
          <NavLink to={to} end={to === '/'} className="navbar__link" onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

// The site's logo when the owner uploaded one (it carries the name), else a mark and the name.
function Brand() {
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

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = () => setMenuOpen(false);
  const { user, isLoading, isAdmin } = useAuth();

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const desktopLinks = isAdmin ? [...NAV_LINKS, ADMIN_LINK] : NAV_LINKS;
  const mobileLinks = isAdmin ? [...NAV_LINKS, ADMIN_PANEL_LINK] : NAV_LINKS;

  return (
    <header className={`navbar${user ? ' navbar--signed-in' : ''}${isAdmin ? ' navbar--admin' : ''}`}>
      <div className="navbar__inner container">
        <Brand />
        <nav aria-label="Main" className="navbar__desktop">
          <NavLinks links={desktopLinks} />
          <AuthActions user={user} pending={isLoading} />
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon icon={menuOpen ? CloseOutlined : MenuOutlined} />
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" ref={menuRef} role="dialog" aria-label="Mobile menu" className="navbar__mobile">
          <NavLinks links={mobileLinks} onNavigate={closeMenu} />
          <div className="navbar__mobile-actions">
            <AuthActions user={user} pending={isLoading} onNavigate={closeMenu} />
          </div>
        </div>
      )}
    </header>
  );
}
