import { Form } from 'antd';
import { contrastRefusal, normalizeHex } from '../colour';
import { BrandColourInput } from './BrandColourInput';
import { SiteSection } from './SiteSection';
import { BAD_HEX, SITE_FIELD_LABELS } from './site-form';

// the brand colour is checked as the owner types: the API's own sentence, before anything is sent
const brandColourRule = {
  validator: (_rule: unknown, value: string | undefined) => {
    if (!normalizeHex(value ?? '')) return Promise.reject(new Error(BAD_HEX));
    const refusal = contrastRefusal(value ?? '');
    return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
  },
};

// The Site tab's Brand colour, with its contrast against white text.
export function BrandColourSection() {
  return (
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
  );
}
