import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Tag } from 'antd';
import { useId } from 'react';
import type { ConsultationSettingsDto } from './api';
import { priceText } from './price-text';
import { type ConsultationValues, useSaveConsultation } from './use-save-consultation';

export const NOT_SET_UP = 'Not set up yet: cannot be booked';

// One consultation product: its price and listed length, whether it can be booked, and its session
// length and meeting link or place, saved on their own.
export function ConsultationForm({ consultation }: { consultation: ConsultationSettingsDto }) {
  const headingId = useId();
  const [form] = Form.useForm<ConsultationValues>();
  const { saving, refusal, submit } = useSaveConsultation(form, consultation);
  const { productId, title } = consultation;

  return (
    <section className="booking-consultation" aria-labelledby={headingId}>
      <header className="booking-consultation__head">
        <h3 id={headingId} className="booking-consultation__title">
          {title}
        </h3>
        <span className="booking-consultation__facts">
          {priceText(consultation.priceCents)}
          {consultation.duration && ` · listed as ${consultation.duration}`}
        </span>
        {consultation.saved ? <Tag color="green">Bookable</Tag> : <Tag color="orange">{NOT_SET_UP}</Tag>}
      </header>
      <Form
        form={form}
        name={`consultation-${productId}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ durationMinutes: consultation.durationMinutes, location: consultation.location }}
        onFinish={submit}
        className="booking-consultation__form"
      >
        <Form.Item
          name="durationMinutes"
          label="Session length (minutes)"
          rules={[{ required: true, message: 'Enter the session length' }]}
        >
          <InputNumber min={5} max={480} precision={0} />
        </Form.Item>
        <Form.Item
          name="location"
          label="Meeting link or place"
          extra="Sent to the customer once the session is confirmed."
        >
          <Input maxLength={500} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} className="booking-form__refusal" />}
        <Button htmlType="submit" type="primary" loading={saving} icon={<SaveOutlined aria-hidden />}>
          Save {title}
        </Button>
      </Form>
    </section>
  );
}
