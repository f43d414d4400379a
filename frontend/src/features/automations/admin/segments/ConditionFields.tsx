import { Input, InputNumber, Select } from 'antd';
import type { SegmentCondition } from '../api';
import { ProductSelect } from '../parts/ProductSelect';
import { COURSE_STATES, ENGAGED_EVENTS, MEMBERSHIP_STATES } from './segment-words';

interface ConditionFieldsProps {
  condition: SegmentCondition;
  onChange: (condition: SegmentCondition) => void;
}

// The fields of one condition, by its type (docs/automations.md's table).
export function ConditionFields({ condition: c, onChange }: ConditionFieldsProps) {
  const set = (fields: Partial<SegmentCondition>) => onChange({ ...c, ...fields } as SegmentCondition);
  switch (c.type) {
    case 'tag':
      return (
        <Input
          aria-label="Tag"
          placeholder="vip"
          maxLength={40}
          value={c.tag}
          onChange={(e) => set({ tag: e.target.value })}
        />
      );
    case 'bought':
      return (
        <ProductSelect label="Product" value={c.productId || null} onChange={(id) => set({ productId: id ?? 0 })} />
      );
    case 'course':
      return (
        <>
          <ProductSelect
            label="Course"
            types={['course']}
            value={c.productId || null}
            onChange={(id) => set({ productId: id ?? 0 })}
          />
          <Select
            aria-label="Course state"
            options={COURSE_STATES}
            value={c.state}
            onChange={(state) => set({ state })}
          />
        </>
      );
    case 'membership':
      return (
        <Select
          aria-label="Membership state"
          options={MEMBERSHIP_STATES}
          value={c.state}
          onChange={(state) => set({ state })}
        />
      );
    case 'booked':
      return (
        <ProductSelect
          label="Session"
          types={['consultation']}
          placeholder="Any session"
          allowClear
          value={c.productId}
          onChange={(id) => set({ productId: id ?? null })}
        />
      );
    case 'subscribed':
      return (
        <>
          <Input
            type="date"
            aria-label="After"
            value={c.after ?? ''}
            onChange={(e) => set({ after: e.target.value })}
          />
          <Input
            type="date"
            aria-label="Before"
            value={c.before ?? ''}
            onChange={(e) => set({ before: e.target.value })}
          />
        </>
      );
    case 'source':
      return (
        <Input
          aria-label="Source"
          placeholder="newsletter, twitter.com…"
          value={c.source}
          onChange={(e) => set({ source: e.target.value })}
        />
      );
    case 'engaged':
      return (
        <>
          <Select aria-label="Event" options={ENGAGED_EVENTS} value={c.event} onChange={(event) => set({ event })} />
          <InputNumber
            aria-label="In the last days"
            min={1}
            max={365}
            value={c.days}
            suffix="days"
            onChange={(days) => set({ days: days ?? 0 })}
          />
        </>
      );
    default:
      return null;
  }
}
