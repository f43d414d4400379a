import { Form } from 'antd';
import type { ReactNode } from 'react';
import { type SiteField as Name, SITE_FIELD_LABELS } from './site-form';

// One setting of the Site tab's form, labelled as site-form.ts names it.
export function SiteField({ name, extra, children }: { name: Name; extra?: ReactNode; children: ReactNode }) {
  return (
    <Form.Item name={name} label={SITE_FIELD_LABELS[name]} extra={extra}>
      {children}
    </Form.Item>
  );
}
