import { DeleteOutlined } from '@ant-design/icons';
import { Button, Select, Switch } from 'antd';
import type { SegmentCondition } from '../api';
import { ConditionFields } from './ConditionFields';
import { blankCondition, CONDITION_TYPES } from './segment-words';

interface ConditionRowProps {
  index: number;
  condition: SegmentCondition;
  onChange: (condition: SegmentCondition) => void;
  onRemove: () => void;
}

// One condition of the builder: "not", its kind, its fields and a way to remove it.
export function ConditionRow({ index, condition, onChange, onRemove }: ConditionRowProps) {
  const name = `Condition ${index + 1}`;
  return (
    <div role="group" aria-label={name} className="automations-condition">
      <Switch
        aria-label="Not"
        checkedChildren="Not"
        unCheckedChildren="Is"
        checked={Boolean(condition.negate)}
        onChange={(negate) => onChange({ ...condition, negate })}
      />
      <Select
        aria-label="Condition"
        className="automations-condition__type"
        options={CONDITION_TYPES.map(({ value, label }) => ({ value, label }))}
        value={condition.type}
        // a new kind starts blank, keeping only "not"
        onChange={(type) => onChange({ ...blankCondition(type), negate: condition.negate })}
      />
      <ConditionFields condition={condition} onChange={onChange} />
      <Button aria-label={`Remove ${name.toLowerCase()}`} icon={<DeleteOutlined aria-hidden />} onClick={onRemove} />
    </div>
  );
}
