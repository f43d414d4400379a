import { Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect';
import { toast } from '../../../components/toast';
import type { SiteSettingsDto } from './api';
import { useSaveSiteSettingsMutation } from './api';
import { contrastRefusal, normalizeHex } from '../colour';
import { SOCIAL_NETWORKS } from '../social-networks';
import { BrandColourInput } from './BrandColourInput';
import { refusalText, SaveSettingsBar } from './SaveSettingsBar';
import { SiteSection } from './SiteSection';
import type { SiteField, SiteFormValues } from './site-form';
import {
  BAD_HEX,
  isSiteField,
  SAVE_FAILED,
  SAVED,
  SAVED_TITLE,
  SITE_FIELD_LABELS,
  SITE_NAME_REQUIRED,
  toFormValues,
  toSaveBody,
} from './site-form';

// the brand colour is checked as the owner types: the API's own sentence, before anything is sent
const brandColourRule = {
  validator: (_rule: unknown, value: string | undefined) => {
    if (!normalizeHex(value ?? '')) return Promise.reject(new Error(BAD_HEX));
    const refusal = contrastRefusal(value ?? '');
    return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
  },
};

function Field({ name, extra, children }: { name: SiteField; extra?: ReactNode; children: ReactNode }) {
  return (
    <Form.Item name={name} label={SITE_FIELD_LABELS[name]} extra={extra}>
      {children}
    </Form.Item>
  );
}

// The Site tab's form: every text setting, saved together; what the API refuses shows on its field.
// `images` (uploaded at once, not with the form) sits between Identity and Brand colour.
export function SiteSettingsForm({ settings, images }: { settings: SiteSettingsDto; images: ReactNode }) {
  const [form] = Form.useForm<SiteFormValues>();
  const [saveSettings, { isLoading }] = useSaveSiteSettingsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  // said beside Save, and the first refused field focused (scrolled to the middle of the screen)
  const refuse = (fields: { name: SiteField; errors: string[] }[], fallback: string) => {
    setRefusal(refusalText(fields[0]?.errors[0] ?? fallback, fields.length));
    if (fields[0]) form.scrollToField(fields[0].name, { block: 'center', focus: true });
  };

  const save = async (values: SiteFormValues) => {
    setRefusal(null);
    try {
      const saved = await saveSettings({ saveSiteSettingsDto: toSaveBody(values) }).unwrap();
      form.setFieldsValue(toFormValues(saved));
      toast({ title: SAVED_TITLE, description: SAVED });
    } catch (error) {
      const errors = Object.entries(fieldErrors(error)).filter(([field]) => isSiteField(field));
      const fields = errors.map(([field, message]) => ({ name: field as SiteField, errors: [message] }));
      form.setFields(fields);
      refuse(fields, serverMessage(error, SAVE_FAILED));
      toast({ title: 'Error', description: serverMessage(error, SAVE_FAILED), variant: 'destructive' });
    }
  };

  return (
    <Form
      form={form}
      name="site-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={toFormValues(settings)}
      onFinish={save}
      onFinishFailed={({ errorFields }) =>
        refuse(
          errorFields.map(({ name, errors }) => ({ name: name[0] as SiteField, errors })),
          SAVE_FAILED,
        )
      }
      className="site-form"
    >
      <SiteSection title="Identity">
        <Form.Item
          name="siteName"
          label={SITE_FIELD_LABELS.siteName}
          rules={[{ required: true, whitespace: true, message: SITE_NAME_REQUIRED }]}
          extra="In the navigation bar, the footer, every page title and the e-mails."
        >
          <Input maxLength={80} />
        </Form.Item>
        <Field name="tagline" extra="The footer's blurb and the description of the blog's RSS feed.">
          <Input.TextArea rows={3} maxLength={300} showCount />
        </Field>
        <Field name="ownerName" extra="Shown with your photo on the home page and beside “My Story”.">
          <Input maxLength={80} autoComplete="name" />
        </Field>
      </SiteSection>

      {images}

      <SiteSection title="Brand colour">
        <Form.Item
          name="brandColor"
          label={SITE_FIELD_LABELS.brandColor}
          rules={[brandColourRule]}
          extra="Buttons, headings and product covers. White text on it must reach 4.5:1 (WCAG AA)."
        >
          <BrandColourInput />
        </Form.Item>
      </SiteSection>

      <SiteSection title="Contact">
        <p className="site-section__hint">The contact page's card; a field left empty is not shown.</p>
        <Field name="contactEmail">
          <Input type="email" maxLength={254} autoComplete="email" />
        </Field>
        <Field name="contactPhone">
          <Input type="tel" maxLength={40} autoComplete="tel" />
        </Field>
        <Field name="contactLocation">
          <Input maxLength={120} />
        </Field>
      </SiteSection>

      <SiteSection title="Time zone">
        <Field
          name="timeZone"
          extra="Your site's day and clock: the analytics' days, the daily 6 AM publishing and the courses' new lessons, and your booking hours until you choose a zone there."
        >
          <TimeZoneSelect />
        </Field>
      </SiteSection>

      <SiteSection title="Social links">
        <p className="site-section__hint">Full addresses starting with https://; only the links you set are shown.</p>
        {SOCIAL_NETWORKS.map(({ field }) => (
          <Field key={field} name={field}>
            <Input type="url" maxLength={500} placeholder="https://" />
          </Field>
        ))}
      </SiteSection>

      <SiteSection title="E-mails">
        <Field
          name="mailSenderName"
          extra="The name your e-mails come from; empty: the name of the mail server's address."
        >
          <Input maxLength={80} />
        </Field>
        <Field name="postalAddress" extra="Printed at the foot of every e-mail, as mailing laws ask.">
          <Input.TextArea rows={3} maxLength={300} />
        </Field>
      </SiteSection>

      <SaveSettingsBar loading={isLoading} refusal={refusal} />
    </Form>
  );
}
