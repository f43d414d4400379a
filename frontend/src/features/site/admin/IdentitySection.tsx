import { Form, Input } from 'antd';
import { SiteField } from './SiteField';
import { SiteSection } from './SiteSection';
import { SITE_FIELD_LABELS, SITE_NAME_REQUIRED } from './site-form';

// The Site tab's Identity: the site's name (required), its tagline and the owner's name.
export function IdentitySection() {
  return (
    <SiteSection title="Identity">
      <Form.Item
        name="siteName"
        label={SITE_FIELD_LABELS.siteName}
        rules={[{ required: true, whitespace: true, message: SITE_NAME_REQUIRED }]}
        extra="In the navigation bar, the footer, every page title and the e-mails."
      >
        <Input maxLength={80} />
      </Form.Item>
      <SiteField name="tagline" extra="The footer's blurb and the description of the blog's RSS feed.">
        <Input.TextArea rows={3} maxLength={300} showCount />
      </SiteField>
      <SiteField name="ownerName" extra="Shown with your photo on the home page and beside “My Story”.">
        <Input maxLength={80} autoComplete="name" />
      </SiteField>
    </SiteSection>
  );
}
