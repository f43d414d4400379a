import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Input, Radio, Select } from 'antd';
import { useId, useState } from 'react';
import { toast } from '../../../../components/toast';
import {
  type SegmentCondition,
  type Segment,
  type SegmentConditionType,
  type SegmentFilter,
  useCreateSegmentMutation,
  useUpdateSegmentMutation,
} from '../api';
import { useAction } from '../use-action';
import { ConditionRow } from './ConditionRow';
import { LiveCount } from './LiveCount';
import { blankCondition, CONDITION_TYPES, filterPayload, isComplete, MAX_CONDITIONS } from './segment-words';

const NEW_FILTER: SegmentFilter = { match: 'all', conditions: [{ type: 'tag', tag: '' }] };

// A segment's name and filter: match all or any of its conditions (each may be negated), with the
// people it matches counted live by the server, saved as a whole.
export function SegmentBuilder({ segment, onDone }: { segment: Segment | null; onDone: () => void }) {
  const headingId = useId();
  const [name, setName] = useState(segment?.name ?? '');
  const [filter, setFilter] = useState<SegmentFilter>(segment?.filter ?? NEW_FILTER);
  const [adding, setAdding] = useState<SegmentConditionType>('tag');
  const [create] = useCreateSegmentMutation();
  const [update] = useUpdateSegmentMutation();
  const { busy, run } = useAction();
  const setConditions = (conditions: SegmentCondition[]) => setFilter({ ...filter, conditions });
  const change = (index: number, condition: SegmentCondition) =>
    setConditions(filter.conditions.map((c, i) => (i === index ? condition : c)));
  const save = async () => {
    const body = { name: name.trim(), filter: filterPayload(filter) };
    const saved = await run(
      () => (segment ? update({ id: segment.id, saveSegmentDto: body }) : create({ saveSegmentDto: body })).unwrap(),
      'Segment not saved',
    );
    if (!saved) return;
    toast({ title: 'Segment saved', description: `“${saved.name}” has ${saved.people} people.` });
    onDone();
  };
  const ready = name.trim() !== '' && filter.conditions.every(isComplete);
  return (
    <section className="automations-admin__editor" aria-labelledby={headingId}>
      <h3 id={headingId}>{segment ? `Edit “${segment.name}”` : 'New segment'}</h3>
      <label className="automations-admin__field">
        <span>Name</span>
        <Input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </label>
      <Radio.Group
        aria-label="Match"
        value={filter.match}
        onChange={(e) => setFilter({ ...filter, match: e.target.value as SegmentFilter['match'] })}
        options={[
          { value: 'all', label: 'Match all conditions' },
          { value: 'any', label: 'Match any condition' },
        ]}
      />
      {filter.conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          index={index}
          condition={condition}
          onChange={(next) => change(index, next)}
          onRemove={() => setConditions(filter.conditions.filter((_, i) => i !== index))}
        />
      ))}
      <div className="automations-admin__row">
        <Select aria-label="New condition" options={CONDITION_TYPES} value={adding} onChange={setAdding} />
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={filter.conditions.length >= MAX_CONDITIONS}
          onClick={() => setConditions([...filter.conditions, blankCondition(adding)])}
        >
          Add condition
        </Button>
      </div>
      <LiveCount filter={filter} />
      <div className="automations-admin__row">
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={!ready}
          loading={busy}
          onClick={() => void save()}
        >
          Save segment
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </section>
  );
}
