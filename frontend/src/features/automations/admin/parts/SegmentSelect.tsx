import { Select } from 'antd';
import { useListSegmentsQuery } from '../api';

interface SegmentSelectProps {
  label: string;
  value: number | null;
  onChange: (segmentId: number | null) => void;
  // what no segment means here: "Everyone who takes marketing mail", "Anyone"
  everyone: string;
}

// A saved segment, each named with its people now; cleared, nobody is left out.
export function SegmentSelect({ label, value, onChange, everyone }: SegmentSelectProps) {
  const segments = useListSegmentsQuery().data ?? [];
  return (
    <Select
      aria-label={label}
      allowClear
      placeholder={everyone}
      className="automations-admin__segment"
      options={segments.map((s) => ({ value: s.id, label: `${s.name} (${s.people.toLocaleString('en-US')} people)` }))}
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
    />
  );
}
