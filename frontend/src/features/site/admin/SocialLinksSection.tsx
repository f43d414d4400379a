import { Input } from 'antd';
import { SOCIAL_NETWORKS } from '../social-networks';
import { SiteField } from './SiteField';
import { SiteSection } from './SiteSection';

// The Site tab's Social links: one address for each network the footer can link to.
export function SocialLinksSection() {
  return (
    <SiteSection title="Social links">
      <p className="site-section__hint">Full addresses starting with https://; only the links you set are shown.</p>
      {SOCIAL_NETWORKS.map(({ field }) => (
        <SiteField key={field} name={field}>
          <Input type="url" maxLength={500} placeholder="https://" />
        </SiteField>
      ))}
    </SiteSection>
  );
}
