import { Button } from '../../../components/button/Button';
import { Icon } from '../../../components/icon/Icon';
import { SendOutlined } from '../../../components/icon/icons';
import { SUBJECTS } from '../lib/contact-form';
import { useContactForm } from '../lib/use-contact-form';
import { FormField } from './FormField';

// The contact form (spec sections 2, 5 and 8): errors show on the fields (and follow the typing once
// shown), a sent message resets it.
export function ContactForm() {
  const { values, errors, change, submit, sending } = useContactForm();
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
      {/* the honeypot: out of sight and out of the tab order; what a bot types here holds its message back */}
      <div className="contact-form__website" aria-hidden="true">
        <label htmlFor="contact_website">Website</label>
        <input
          id="contact_website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={change('website')}
        />
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={sending} icon={<Icon icon={SendOutlined} />}>
        Send Message
      </Button>
    </form>
  );
}
