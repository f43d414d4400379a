import type { FormInstance } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { ConsultationSettingsDto } from './api';
import { useSaveConsultationSettingsMutation } from './api';

export type ConsultationValues = Pick<ConsultationSettingsDto, 'durationMinutes' | 'location'>;

// A consultation's Save: its length and meeting place (trimmed); what was saved is shown again,
// what the API refuses is said in the form.
export function useSaveConsultation(form: FormInstance<ConsultationValues>, consultation: ConsultationSettingsDto) {
  const [save, { isLoading }] = useSaveConsultationSettingsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { productId, title } = consultation;

  const submit = async (values: ConsultationValues) => {
    setRefusal(null);
    try {
      const saved = await save({
        productId,
        saveConsultationSettingsDto: {
          durationMinutes: values.durationMinutes,
          location: (values.location ?? '').trim(),
        },
      }).unwrap();
      form.setFieldsValue({ durationMinutes: saved.durationMinutes, location: saved.location });
      toast({ title: 'Consultation saved', description: `“${title}” can be booked.` });
    } catch (error) {
      setRefusal(serverMessage(error, 'The consultation could not be saved. Please try again.'));
    }
  };

  return { saving: isLoading, refusal, submit };
}
