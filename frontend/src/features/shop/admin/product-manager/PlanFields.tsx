import { Form, Input, Select } from 'antd';
import type { FormRule } from 'antd';
import { isPrice, PLAN_COUNT_REQUIRED, PLAN_TOTAL_FORMAT, PLAN_TOTAL_REQUIRED } from '../../lib/product-form';

// None, or 2 to 12 monthly instalments (the server's range); 0 stands for None in the select
const INSTALMENT_OPTIONS = [
  { value: 0, label: 'None' },
  ...Array.from({ length: 11 }, (_, i) => ({ value: i + 2, label: String(i + 2) })),
];

type FieldValue = (name: 'planInstalments' | 'planTotal') => unknown;
const rule =
  (check: (other: FieldValue, value: string) => string | null): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule: unknown, value: unknown) => {
      const message = check(getFieldValue, String(value ?? '').trim());
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

// both or neither; the total a price (the server checks that each instalment is at least $0.50)
const countRule = rule((other, count) =>
  !count && String(other('planTotal') ?? '').trim() ? PLAN_COUNT_REQUIRED : null,
);
const totalRule = rule((other, total) => {
  if (!total) return other('planInstalments') ? PLAN_TOTAL_REQUIRED : null;
  return isPrice(total) ? null : PLAN_TOTAL_FORMAT;
});

// A payment plan: the product also sold in monthly instalments adding up to the plan total, the
// first paid at checkout. For every type bought through the checkout (not a membership).
export function PlanFields() {
  return (
    <fieldset className="product-form__plan">
      <legend>Payment plan</legend>
      <div className="product-form__grid">
        <Form.Item
          label="Instalments"
          name="planInstalments"
          dependencies={['planTotal']}
          rules={[countRule]}
          getValueProps={(value: number | null) => ({ value: value ?? 0 })}
          normalize={(value: number) => value || null}
          extra="Monthly payments, the first at checkout"
        >
          <Select options={INSTALMENT_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="Plan total"
          name="planTotal"
          dependencies={['planInstalments']}
          rules={[totalRule]}
          extra="What the instalments add up to"
        >
          <Input prefix="$" inputMode="decimal" maxLength={14} placeholder="210" />
        </Form.Item>
      </div>
    </fieldset>
  );
}
