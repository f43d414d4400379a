import { socialLinksOf } from '../social-networks';
import { useSite } from '../use-site';

// The owner's social profiles (footer, contact page): only those set, and nothing at all when none is.
export function SocialLinks({ className, label }: { className: string; label?: string }) {
  const links = socialLinksOf(useSite());
  if (!links.length) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map(({ field, label: name, icon, url }) => (
        <li key={field}>
          <a href={url} aria-label={name} rel="me noopener">
            {icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
