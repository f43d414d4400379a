import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { BookingAvailabilityDto } from './api';
import { useSaveBookingAvailabilityMutation } from './api';
import type { AvailabilityValues } from './availability-form';
import { FORM_FIELD_OF, SLOT_STEPS, toFormValues, toSaveBody } from './availability-form';
import { BookingSection } from './BookingSection';
import { DateOverrides } from './DateOverrides';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect';
import { WeeklyHours } from './WeeklyHours';

export const SAVED = 'Availability saved';
export const SAVE_FAILED = 'The availability could not be saved. Please try again.';

// the rules' number fields: [name, label, largest value, what it means]
const NUMBERS: [keyof AvailabilityValues, string, number, string][] = [
  ['bufferBeforeMinutes', 'Buffer before (minutes)', 240, 'Kept free before each session.'],
  [
    'bufferAfterMinutes',
    'Buffer after (minutes)',
    240,
    'Kept free after each session: two sessions are at least the buffer after plus the buffer before apart.',
  ],
  ['noticeHours', 'Minimum notice (hours)', 720, 'How long before it starts a session can be booked at the latest.'],
  ['horizonDays', 'How far ahead (days)', 365, 'How many days ahead times are offered.'],
  [
    'cutoffHours',
    'Cancel and reschedule cut-off (hours)',
    720,
    'Until this long before a session the customer can move it, or cancel it with a full refund.',
  ],
];

// The Availability form: the booking time zone, the weekly hours, the date overrides and the rules,
// saved together (the API replaces them all at once). What the API refuses is shown above Save and
// on the field it names; what it saved is shown again.
export function AvailabilityForm({ saved }: { saved: BookingAvailabilityDto }) {
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

  return (
    <Form
      form={form}
      name="booking-availability"
      layout="vertical"
      requiredMark={false}
      initialValues={toFormValues(saved)}
      onFinish={submit}
      className="booking-form"
    >
      <BookingSection title="Time zone" hint="Your weekly hours and date overrides are in this zone.">
        <Form.Item name="timeZone" label="Booking time zone" rules={[{ required: true }]}>
          <TimeZoneSelect />
        </Form.Item>
      </BookingSection>

      <BookingSection
        title="Weekly hours"
        hint="Several stretches a day are fine; a day without any is not offered. An end of 00:00 is midnight."
      >
        <WeeklyHours />
      </BookingSection>

      <BookingSection title="Date overrides" hint="A day off, or other hours in place of that weekday's.">
        <DateOverrides />
      </BookingSection>

      <BookingSection title="Rules">
        <div className="booking-rules">
          {NUMBERS.map(([name, label, max, extra]) => (
            <Form.Item key={name} name={name} label={label} extra={extra} rules={[{ required: true }]}>
              <InputNumber
                min={name === 'horizonDays' ? 1 : 0}
                max={max}
                precision={name.endsWith('Hours') ? undefined : 0}
              />
            </Form.Item>
          ))}
          <Form.Item name="slotStepMinutes" label="Slot step" extra="The distance between two offered start times.">
            <Select options={SLOT_STEPS.map((step) => ({ value: step, label: `${step} minutes` }))} />
          </Form.Item>
        </div>
      </BookingSection>

      {refusal.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="booking-form__refusal"
          title="Not saved"
          description={
            <ul>
              {refusal.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          }
        />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={isLoading} icon={<SaveOutlined aria-hidden />}>
        Save Availability
      </Button>
    </Form>
  );
}
