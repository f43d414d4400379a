import { Form } from 'antd';
import { useState } from 'react';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useSaveSiteSettingsMutation } from './api';
import { refusalText } from './SaveSettingsBar';
import type { SiteField, SiteFormValues } from './site-form';
import { isSiteField, SAVE_FAILED, SAVED, SAVED_TITLE, toFormValues, toSaveBody } from './site-form';

type Refused = { name: SiteField; errors: string[] }[];

// The Site tab's form and its Save: what the API refuses shows on its field, is said beside Save,
// and the first refused field is focused (scrolled to the middle of the screen); so is a field the
// form itself refuses (invalid).
export function useSaveSiteSettings() {
  const [form] = Form.useForm<SiteFormValues>();
  const [saveSettings, { isLoading }] = useSaveSiteSettingsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const refuse = (fields: Refused, fallback: string) => {
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

  const invalid = (errorFields: { name: (string | number)[]; errors: string[] }[]) =>
    refuse(
      errorFields.map(({ name, errors }) => ({ name: name[0] as SiteField, errors })),
      SAVE_FAILED,
    );

  return { form, saving: isLoading, refusal, save, invalid };
}
