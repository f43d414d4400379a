import { UploadOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import type { ComponentProps } from 'react';
import { ListSearch } from '../../../../components/ListSearch';
import { useListSegmentsQuery, useListTagsQuery } from '../api';

// the list's filters: one tag, or one segment
export interface PeopleFilters {
  tag?: string;
  segmentId?: number;
}

interface PeopleToolbarProps {
  filters: PeopleFilters;
  onFilters: (filters: PeopleFilters) => void;
  box: Pick<ComponentProps<typeof ListSearch>, 'value' | 'onChange' | 'searching'>;
  onImport: () => void;
}

// Above the people: the search by e-mail, a tag (with its people) or a segment, and the CSV import.
export function PeopleToolbar({ filters, onFilters, box, onImport }: PeopleToolbarProps) {
  const tags = useListTagsQuery().data ?? [];
  const segments = useListSegmentsQuery().data ?? [];
  return (
    <div className="automations-admin__toolbar">
      <ListSearch label="Search people by e-mail" placeholder="E-mail" {...box} />
      <Select
        aria-label="Tag"
        placeholder="Any tag"
        allowClear
        showSearch
        options={tags.map(({ tag, people }) => ({ value: tag, label: `${tag} (${people})` }))}
        value={filters.tag}
        onChange={(tag) => onFilters({ ...filters, tag })}
      />
      <Select
        aria-label="Segment"
        placeholder="Any segment"
        allowClear
        options={segments.map((s) => ({ value: s.id, label: `${s.name} (${s.people})` }))}
        value={filters.segmentId}
        onChange={(segmentId) => onFilters({ ...filters, segmentId })}
      />
      <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
        Import tags from CSV
      </Button>
    </div>
  );
}
