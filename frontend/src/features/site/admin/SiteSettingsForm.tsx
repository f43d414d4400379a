import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { SiteSettingsDto } from './api';
import { BrandColourSection } from './BrandColourSection';
import { ContactSection } from './ContactSection';
import { IdentitySection } from './IdentitySection';
import { MailSection } from './MailSection';
import { SaveSettingsBar } from './SaveSettingsBar';
import { SocialLinksSection } from './SocialLinksSection';
import { TimeZoneSection } from './TimeZoneSection';
import { toFormValues } from './site-form';
import { useSaveSiteSettings } from './use-save-site-settings';

// The Site tab's form: every text setting, saved together; what the API refuses shows on its field.
// `images` (uploaded at once, not with the form) sits between Identity and Brand colour.
export function SiteSettingsForm({ settings, images }: { settings: SiteSettingsDto; images: ReactNode }) {
  const { form, saving, refusal, save, invalid } = useSaveSiteSettings();
  return (
    <Form
      form={form}
      name="site-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={toFormValues(settings)}
      onFinish={save}
      onFinishFailed={({ errorFields }) => invalid(errorFields)}
      className="site-form"
    >
      <IdentitySection />
      {images}
      <BrandColourSection />
      <ContactSection />
      <TimeZoneSection />
      <SocialLinksSection />
      <MailSection />
      <SaveSettingsBar loading={saving} refusal={refusal} />
    </Form>
  );
}
