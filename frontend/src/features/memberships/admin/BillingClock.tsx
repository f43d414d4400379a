import { FieldTimeOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { dayText } from '../lib/membership-words';
import { useRequest } from '../lib/use-request';
import { type BillingClockDto, useMoveBillingClockMutation } from './api';

export const CLOCK_FAILED = 'The billing clock could not be moved. Please try again.';

const count = (n: number, what: string) => `${n} ${what}`;

// what a move of the clock did: the memberships', then the payment plans' instalments
export const clockMoved = ({ now, renewed, failed, ended, instalments }: BillingClockDto) =>
  `The billing clock is now at ${dayText(now)}: ${count(renewed, 'renewed')}, ` +
  `${count(failed, 'failed')}, ${count(ended, 'ended')}; instalments: ${count(instalments.paid, 'paid')}, ` +
  `${count(instalments.failed, 'failed')}, ${count(instalments.paused, 'paused')}.`;

// The offline billing clock (the offline provider only): moved on by some days, the renewals,
// failed payments and ends of those days, and the payment plans' instalments due, are played out at
// once, as in a demo or a test.
export function BillingClock({ now }: { now: string }) {
  const [days, setDays] = useState<number | null>(1);
  const [move] = useMoveBillingClockMutation();
  const { busy, refusal, run } = useRequest();
  const [moved, setMoved] = useState<BillingClockDto | null>(null);
  const start = async () => {
    const answer = await run(() => move({ moveBillingClockDto: { days: days ?? 1 } }).unwrap(), CLOCK_FAILED);
    if (answer) setMoved(answer);
  };
  return (
    <section className="memberships-clock" aria-labelledby="memberships-clock-title">
      <h3 id="memberships-clock-title">
        <FieldTimeOutlined aria-hidden /> Billing clock
      </h3>
      <p className="memberships-admin__muted">
        Test payments only: the clock says {dayText(moved?.now ?? now)}. Moving it on bills the days in between.
      </p>
      <Space wrap>
        <label htmlFor="memberships-clock-days">Move the billing clock on by</label>
        <InputNumber id="memberships-clock-days" min={1} max={400} precision={0} value={days} onChange={setDays} />
        <span>days</span>
        <Button onClick={() => void start()} loading={busy}>
          Move the clock
        </Button>
      </Space>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      {moved && <Alert type="success" showIcon role="status" title={clockMoved(moved)} />}
    </section>
  );
}
