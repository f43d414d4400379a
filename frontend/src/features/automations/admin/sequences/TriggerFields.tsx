import { Input, Select } from 'antd';
import type { SequenceTrigger } from '../api';
import { ProductSelect } from '../parts/ProductSelect';
import { blankTrigger, TRIGGER_TYPES } from './sequence-words';

// What starts the sequence: its kind, and the product (a booking's: optionally) or tag it names.
export function TriggerFields({
  trigger,
  onChange,
}: {
  trigger: SequenceTrigger;
  onChange: (t: SequenceTrigger) => void;
}) {
  const courses = trigger.type === 'enrolled' || trigger.type === 'completed-course';
  return (
    <div className="automations-admin__row">
      <Select
        aria-label="Trigger"
        className="automations-admin__product"
        options={TRIGGER_TYPES.map(({ value, label }) => ({ value, label }))}
        value={trigger.type}
        onChange={(type) => onChange(blankTrigger(type))}
      />
      {(trigger.type === 'bought' || courses) && (
        <ProductSelect
          label="Trigger product"
          types={courses ? ['course'] : undefined}
          value={trigger.productId || null}
          onChange={(productId) => onChange({ ...trigger, productId: productId ?? 0 })}
        />
      )}
      {trigger.type === 'booked' && (
        <ProductSelect
          label="Trigger session"
          types={['consultation']}
          placeholder="Any session"
          allowClear
          value={trigger.productId}
          onChange={(productId) => onChange({ type: 'booked', productId: productId ?? null })}
        />
      )}
      {trigger.type === 'tag-added' && (
        <Input
          aria-label="Trigger tag"
          placeholder="Tag"
          maxLength={40}
          value={trigger.tag}
          onChange={(e) => onChange({ ...trigger, tag: e.target.value })}
        />
      )}
    </div>
  );
}
