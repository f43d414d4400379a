import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useSendContactMessageMutation } from '../api';
import type { Subject } from '../lib/contact-form';
import {
  INVALID_EMAIL,
  isLongEnough,
  isValidEmail,
  MESSAGE_TOO_SHORT,
  NAME_REQUIRED,
  SEND_FAILED,
  SENT,
  SENT_TITLE,
  SUBJECT_REQUIRED,
  SUBJECTS,
} from '../lib/contact-form';

interface ContactValues {
  name: string;
  email: string;
  subject?: Subject;
  message: string;
}

const INITIAL: ContactValues = { name: '', email: '', subject: undefined, message: '' };

const check = (ok: (value: string) => boolean, message: string) => ({
  validator: (_rule: unknown, value: string | undefined) =>
    ok(value ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
});

// The contact form (spec sections 2, 5 and 8): errors show on the fields, a sent message resets it.
export function ContactForm() {
  const [form] = Form.useForm<ContactValues>();
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation();

  const send = async (values: ContactValues) => {
    try {
      await sendContactMessage({
        sendContactMessageDto: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject!,
          message: values.message.trim(),
        },
      }).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, SEND_FAILED), variant: 'destructive' });
      return;
    }
    toast({ title: SENT_TITLE, description: SENT });
    form.resetFields();
  };

  return (
    <Form
      form={form}
      name="contact"
      layout="vertical"
      requiredMark={false}
      initialValues={INITIAL}
      onFinish={send}
      className="contact-form"
    >
      <div className="contact-form__row">
        <Form.Item label="Full Name" name="name" rules={[{ required: true, whitespace: true, message: NAME_REQUIRED }]}>
          <Input size="large" autoComplete="name" maxLength={100} placeholder="Your name" />
        </Form.Item>
        <Form.Item label="Email Address" name="email" rules={[check(isValidEmail, INVALID_EMAIL)]}>
          <Input size="large" type="email" autoComplete="email" maxLength={254} placeholder="you@example.com" />
        </Form.Item>
      </div>
      <Form.Item label="Subject" name="subject" rules={[{ required: true, message: SUBJECT_REQUIRED }]}>
        <Select size="large" placeholder="Select a subject" options={SUBJECTS} />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={[check(isLongEnough, MESSAGE_TOO_SHORT)]}>
        <Input.TextArea rows={5} maxLength={5000} placeholder="How can I help?" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={isLoading}
        icon={isLoading ? undefined : <SendOutlined />}
      >
        Send Message
      </Button>
    </Form>
  );
}
