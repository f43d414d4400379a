import { Form, InputNumber, Select } from 'antd';
import type { AvailabilityValues } from './availability-form';
import { SLOT_STEPS } from './availability-form';
import { BookingSection } from './BookingSection';

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

// The Availability form's Rules: the buffers, the notice, how far ahead, the cut-off and the slot step.
export function BookingRules() {
  return (
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
  );
}
