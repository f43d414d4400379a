import { InstagramOutlined, LinkedinFilled, XOutlined, YoutubeFilled } from '@ant-design/icons';

// Placeholder profiles until the owner's accounts are known (footer, contact page).
const SOCIAL_LINKS = [
  { label: 'LinkedIn', icon: <LinkedinFilled /> },
  { label: 'X (Twitter)', icon: <XOutlined /> },
  { label: 'Instagram', icon: <InstagramOutlined /> },
  { label: 'YouTube', icon: <YoutubeFilled /> },
];

export function SocialLinks({ className, label }: { className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {SOCIAL_LINKS.map(({ label: name, icon }) => (
        <li key={name}>
          <a href="#" aria-label={name}>
            {icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
