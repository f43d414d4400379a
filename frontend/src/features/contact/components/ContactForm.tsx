import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { Button } from '../../../components/button/Button';
import { Icon } from '../../../components/icon/Icon';
import { SendOutlined } from '../../../components/icon/icons';
import { toast } from '../../../components/toast';
import { useSendContactMessageMutation } from '../api';
import type { ContactErrors, ContactValues, Subject } from '../lib/contact-form';
import { EMPTY_CONTACT, SEND_FAILED, SENT, SENT_TITLE, SUBJECTS, validateContact } from '../lib/contact-form';
import { FormField } from './FormField';

// The contact form (spec sections 2, 5 and 8): errors show on the fields (and follow the typing once
// shown), a sent message resets it.
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors | null>(null);
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();

  const change =
    (name: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
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

  return (
    <form name="contact" className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="contact-form__row">
        <FormField id="contact_name" label="Full Name" error={errors?.name}>
          <input
            className="form-input"
            autoComplete="name"
            maxLength={100}
            placeholder="Your name"
            value={values.name}
            onChange={change('name')}
          />
        </FormField>
        <FormField id="contact_email" label="Email Address" error={errors?.email}>
          <input
            className="form-input"
            type="email"
            autoComplete="email"
            maxLength={254}
            placeholder="you@example.com"
            value={values.email}
            onChange={change('email')}
          />
        </FormField>
      </div>
      <FormField id="contact_subject" label="Subject" error={errors?.subject}>
        <select
          className={`form-input${values.subject ? '' : ' form-input--placeholder'}`}
          value={values.subject}
          onChange={change('subject')}
        >
          <option value="" disabled>
            Select a subject
          </option>
          {SUBJECTS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contact_message" label="Message" error={errors?.message}>
        <textarea
          className="form-input"
          rows={5}
          maxLength={5000}
          placeholder="How can I help?"
          value={values.message}
          onChange={change('message')}
        />
      </FormField>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={isLoading}
        icon={<Icon icon={SendOutlined} />}
      >
        Send Message
      </Button>
    </form>
  );
}
