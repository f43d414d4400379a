import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useSendContactMessageMutation } from '../api';
import type { ContactErrors, ContactValues, Subject } from './contact-form';
import { EMPTY_CONTACT, SEND_FAILED, SENT, SENT_TITLE, validateContact } from './contact-form';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// The contact form's values and errors: errors show once Send is pressed and follow the typing from
// then on; a sent message resets the form.
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors | null>(null);
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();

  const change = (name: keyof ContactValues) => (event: ChangeEvent<FieldElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (errors) setErrors(validateContact(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || isLoading) return;
    try {
      await sendContactMessage({
        sendContactMessageDto: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject as Subject,
          message: values.message.trim(),
          ...(values.website && { website: values.website }),
        },
      }).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, SEND_FAILED), variant: 'destructive' });
      return;
    }
    toast({ title: SENT_TITLE, description: SENT });
    setValues(EMPTY_CONTACT);
    setErrors(null);
  };

  return { values, errors, change, submit, sending: isLoading };
}
