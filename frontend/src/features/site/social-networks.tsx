import { Icon } from '../../components/icon/Icon';
import {
  GlobalOutlined,
  InstagramOutlined,
  LinkedinFilled,
  XOutlined,
  YoutubeFilled,
} from '../../components/icon/icons';
import type { ReactNode } from 'react';
import type { SiteDto } from './api';

type SocialField = 'linkedinUrl' | 'xUrl' | 'instagramUrl' | 'youtubeUrl' | 'websiteUrl';

// The owner's profiles, in the order the footer, the contact page and the admin form show them.
export const SOCIAL_NETWORKS: { field: SocialField; label: string; icon: ReactNode }[] = [
  { field: 'linkedinUrl', label: 'LinkedIn', icon: <Icon icon={LinkedinFilled} /> },
  { field: 'xUrl', label: 'X (Twitter)', icon: <Icon icon={XOutlined} /> },
  { field: 'instagramUrl', label: 'Instagram', icon: <Icon icon={InstagramOutlined} /> },
  { field: 'youtubeUrl', label: 'YouTube', icon: <Icon icon={YoutubeFilled} /> },
  { field: 'websiteUrl', label: 'Website', icon: <Icon icon={GlobalOutlined} /> },
];

// The profiles the owner has set, with their addresses.
export const socialLinksOf = (site: SiteDto) =>
  SOCIAL_NETWORKS.flatMap((network) => {
    const url = site[network.field];
    return url ? [{ ...network, url }] : [];
  });
