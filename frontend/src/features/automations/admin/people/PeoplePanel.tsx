import { Empty, Table } from 'antd';
import { useState } from 'react';
import { SideScroll } from '../../../../components/SideScroll';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { type PersonDto, useListPeopleQuery } from '../api';
import { personColumns } from './person-columns';
import { PersonSequences } from './PersonSequences';
import { type PeopleFilters, PeopleToolbar } from './PeopleToolbar';
import { SelectionTagger } from './SelectionTagger';
import { TagCsvImport } from './TagCsvImport';

export const PEOPLE_PAGE_SIZE = 20;
export const PEOPLE_FAILED = 'Failed to load the people. Please try again later.';

// Everyone the site knows by address (subscribers, customers, or both), a page at a time, searched
// and filtered by a tag or a segment on the server; chosen rows can be tagged or untagged, and a
// row opens on the sequences the person is in or left.
export function PeoplePanel() {
  const [filters, setFilters] = useState<PeopleFilters>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const query = useDebouncedValue(search.trim(), 300);
  const arg = { ...filters, search: query || undefined, page, pageSize: PEOPLE_PAGE_SIZE };
  const people = useListPeopleQuery(arg);
  // a new search or filter starts at page 1, with nothing chosen
  const refilter = (next: PeopleFilters) => {
    setFilters(next);
    setPage(1);
    setChosen([]);
  };
  const filtered = Boolean(query || filters.tag || filters.segmentId);
  const data = people.currentData ?? people.data;
  return (
    <div className="automations-people">
      <PeopleToolbar
        filters={filters}
        onFilters={refilter}
        box={{
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          searching: people.isFetching && !people.isLoading,
        }}
        onImport={() => setImporting(true)}
      />
      {people.isError && !data && <p role="alert">{PEOPLE_FAILED}</p>}
      <SideScroll label="People">
        <Table<PersonDto>
          rowKey="email"
          dataSource={data?.items}
          columns={personColumns}
          loading={people.isFetching}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]) }}
          expandable={{
            expandedRowRender: (person) => <PersonSequences person={person} />,
            rowExpandable: (person) => person.sequences.length > 0,
          }}
          pagination={{
            current: page,
            pageSize: PEOPLE_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `${total.toLocaleString('en-US')} people`,
            onChange: setPage,
          }}
          locale={{ emptyText: <Empty description={filtered ? 'No people match these filters' : 'No people yet'} /> }}
        />
      </SideScroll>
      <SelectionTagger emails={chosen} onDone={() => setChosen([])} />
      <TagCsvImport open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
