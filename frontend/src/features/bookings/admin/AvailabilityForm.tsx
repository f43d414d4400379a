import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect';
import type { BookingAvailabilityDto } from './api';
import { toFormValues } from './availability-form';
import { BookingRules } from './BookingRules';
import { BookingSection } from './BookingSection';
import { DateOverrides } from './DateOverrides';
import { useSaveAvailability } from './use-save-availability';
import { WeeklyHours } from './WeeklyHours';

// The Availability form: the booking time zone, the weekly hours, the date overrides and the rules,
// saved together (the API replaces them all at once). What the API refuses is shown above Save and
// on the field it names; what it saved is shown again.
export function AvailabilityForm({ saved }: { saved: BookingAvailabilityDto }) {
  const { form, saving, refusal, submit } = useSaveAvailability();
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
      <BookingRules />
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
      <Button type="primary" htmlType="submit" size="large" loading={saving} icon={<SaveOutlined aria-hidden />}>
        Save Availability
      </Button>
    </Form>
  );
}
