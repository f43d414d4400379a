import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Spin, Tag } from 'antd';
import { useId, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { ConsultationSettingsDto } from './api';
import { useListConsultationSettingsQuery, useSaveConsultationSettingsMutation } from './api';
import { LoadFailed } from './LoadFailed';
import { priceText } from './price-text';

export const CONSULTATIONS_FAILED = 'Failed to load the consultations. Please try again later.';
export const NO_CONSULTATIONS = 'No consultation products yet: add one in the product manager.';
export const NOT_SET_UP = 'Not set up yet: cannot be booked';

// The Consultations part of the Bookings area: every consultation product with its session length
// and meeting link or place, each saved on its own; one never saved cannot be booked.
export function ConsultationsPanel() {
  const { data: consultations, isLoading, isError } = useListConsultationSettingsQuery();
  if (isLoading) return <Spin aria-label="Loading the consultations" />;
  if (isError || !consultations) {
    return <LoadFailed message={CONSULTATIONS_FAILED} />;
  }
  if (!consultations.length) return <p className="booking-hours__none">{NO_CONSULTATIONS}</p>;
  return (
    <div className="booking-consultations">
      {consultations.map((consultation) => (
        <ConsultationForm key={consultation.productId} consultation={consultation} />
      ))}
    </div>
  );
}

type ConsultationValues = Pick<ConsultationSettingsDto, 'durationMinutes' | 'location'>;

function ConsultationForm({ consultation }: { consultation: ConsultationSettingsDto }) {
  const headingId = useId();
  const [form] = Form.useForm<ConsultationValues>();
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
        <Button htmlType="submit" type="primary" loading={isLoading} icon={<SaveOutlined aria-hidden />}>
          Save {title}
        </Button>
      </Form>
    </section>
  );
}
