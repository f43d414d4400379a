import { Input } from 'antd';
import { SiteField } from './SiteField';
import { SiteSection } from './SiteSection';

// The Site tab's Contact: what the contact page's card shows.
export function ContactSection() {
  return (
    <SiteSection title="Contact">
      <p className="site-section__hint">The contact page's card; a field left empty is not shown.</p>
      <SiteField name="contactEmail">
        <Input type="email" maxLength={254} autoComplete="email" />
      </SiteField>
      <SiteField name="contactPhone">
        <Input type="tel" maxLength={40} autoComplete="tel" />
      </SiteField>
      <SiteField name="contactLocation">
        <Input maxLength={120} />
      </SiteField>
    </SiteSection>
  );
}
