export interface NavLinkItem {
  to: string;
  label: string;
}

// Spec section 2, navigation bar.
export const NAV_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/products', label: 'Products' },
  { to: '/app', label: 'The App' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

// Only for an authenticated admin: 'Admin' in the bar, 'Admin Panel' in the small-screen menu.
export const ADMIN_LINK: NavLinkItem = { to: '/admin', label: 'Admin' };
export const ADMIN_PANEL_LINK: NavLinkItem = { to: '/admin', label: 'Admin Panel' };
