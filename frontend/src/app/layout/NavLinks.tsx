import { NavLink } from 'react-router-dom';
import type { NavLinkItem } from './nav-links';

// The navigation bar's links (the desktop bar's and the mobile menu's), the current page's marked.
export function NavLinks({ links, onNavigate }: { links: NavLinkItem[]; onNavigate?: () => void }) {
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
