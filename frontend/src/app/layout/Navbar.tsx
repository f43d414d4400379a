import { useAuth } from '../../features/auth';
import { Icon } from '../../components/icon/Icon';
import { CloseOutlined, MenuOutlined } from '../../components/icon/icons';
import { AuthActions } from './AuthActions';
import { ADMIN_LINK, ADMIN_PANEL_LINK, NAV_LINKS } from './nav-links';
import { NavBrand } from './NavBrand';
import { NavLinks } from './NavLinks';
import { useMobileMenu } from './use-mobile-menu';
import './Navbar.css';

// The site's navigation bar: the brand, the pages (and the admin's for an admin) and signing in or
// out; on a small screen the links and actions are in a menu the toggle opens.
export function Navbar() {
  const { open, toggle, close, toggleRef, menuRef } = useMobileMenu();
  const { user, isLoading, isAdmin } = useAuth();
  const desktopLinks = isAdmin ? [...NAV_LINKS, ADMIN_LINK] : NAV_LINKS;
  const mobileLinks = isAdmin ? [...NAV_LINKS, ADMIN_PANEL_LINK] : NAV_LINKS;

  return (
    <header className={`navbar${user ? ' navbar--signed-in' : ''}${isAdmin ? ' navbar--admin' : ''}`}>
      <div className="navbar__inner container">
        <NavBrand />
        <nav aria-label="Main" className="navbar__desktop">
          <NavLinks links={desktopLinks} />
          <AuthActions user={user} pending={isLoading} />
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-label="Toggle menu"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={toggle}
        >
          <Icon icon={open ? CloseOutlined : MenuOutlined} />
        </button>
      </div>
      {open && (
        <div id="mobile-menu" ref={menuRef} role="dialog" aria-label="Mobile menu" className="navbar__mobile">
          <NavLinks links={mobileLinks} onNavigate={close} />
          <div className="navbar__mobile-actions">
            <AuthActions user={user} pending={isLoading} onNavigate={close} />
          </div>
        </div>
      )}
    </header>
  );
}
