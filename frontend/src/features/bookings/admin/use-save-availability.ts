import { Form } from 'antd';
import { useState } from 'react';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useSaveBookingAvailabilityMutation } from './api';
import type { AvailabilityValues } from './availability-form';
import { FORM_FIELD_OF, toFormValues, toSaveBody } from './availability-form';

export const SAVED = 'Availability saved';
export const SAVE_FAILED = 'The availability could not be saved. Please try again.';

// The Availability form and its Save: what the API saved is shown again; what it refuses is said
// (refusal) and shown on the field it names, when the form has one of that name.
export function useSaveAvailability() {
  const [form] = Form.useForm<AvailabilityValues>();
  const [save, { isLoading }] = useSaveBookingAvailabilityMutation();
  const [refusal, setRefusal] = useState<string[]>([]);

  const submit = async (values: AvailabilityValues) => {
    setRefusal([]);
    try {
      const answer = await save({ bookingAvailabilityDto: toSaveBody(values) }).unwrap();
      form.setFieldsValue(toFormValues(answer));
      toast({ title: SAVED, description: `Times are offered in ${answer.timeZone}.` });
    } catch (error) {
      const fields = fieldErrors(error);
      const own = Object.entries(fields).flatMap(([field, message]) => {
        const name = FORM_FIELD_OF[field] ?? field;
        return name in values && !Array.isArray(values[name as keyof AvailabilityValues])
          ? [{ name: name as keyof AvailabilityValues, errors: [message] }]
          : [];
      });
      form.setFields(own);
      const messages = Object.values(fields);
      setRefusal(messages.length ? [...new Set(messages)] : [serverMessage(error, SAVE_FAILED)]);
    }
  };

  return { form, saving: isLoading, refusal, submit };
}
