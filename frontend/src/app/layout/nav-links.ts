export interface NavLinkItem {
  to: string;
  label: string;
}

// Spec section 2, navigation bar; the admin link is added for admins (auth issue).
export const NAV_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/products', label: 'Products' },
  { to: '/app', label: 'The App' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];
