import { Input, InputNumber, Select } from 'antd';
import type { SequenceStep } from '../api';
import { MailBodyField } from '../parts/MailBodyField';
import { ProductSelect } from '../parts/ProductSelect';

const UNITS = [
  { value: 'hours', label: 'hours' },
  { value: 'days', label: 'days' },
];

// The fields of one step, by its type (docs/automations.md).
export function StepFields({ step, onChange }: { step: SequenceStep; onChange: (step: SequenceStep) => void }) {
  const set = (fields: Partial<SequenceStep>) => onChange({ ...step, ...fields } as SequenceStep);
  switch (step.type) {
    case 'wait':
      return (
        <div className="automations-step__fields">
          <InputNumber
            aria-label="Wait for"
            min={1}
            max={365}
            value={step.amount}
            onChange={(amount) => set({ amount: amount ?? 0 })}
          />
          <Select aria-label="Unit" options={UNITS} value={step.unit} onChange={(unit) => set({ unit })} />
          <label className="automations-step__fields">
            <span>then at (optional, the site’s time zone)</span>
            <Input
              type="time"
              aria-label="At"
              value={step.at ?? ''}
              onChange={(e) => set({ at: e.target.value || null })}
            />
          </label>
        </div>
      );
    case 'email':
      return (
        <>
          <Input
            aria-label="Subject"
            placeholder="Subject"
            maxLength={200}
            value={step.subject}
            onChange={(e) => set({ subject: e.target.value })}
          />
          <MailBodyField label="Body" value={step.body} onChange={(body) => set({ body })} />
        </>
      );
    case 'add-tag':
    case 'remove-tag':
      return (
        <Input
          aria-label="Tag"
          placeholder="Tag"
          maxLength={40}
          value={step.tag}
          onChange={(e) => set({ tag: e.target.value })}
        />
      );
    case 'exit-if-bought':
      return (
        <ProductSelect
          label="Product"
          value={step.productId || null}
          onChange={(productId) => set({ productId: productId ?? 0 })}
        />
      );
  }
}
