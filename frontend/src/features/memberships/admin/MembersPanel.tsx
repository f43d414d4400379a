import { Empty, Table } from 'antd';
import { useState } from 'react';
import { CursorPagination } from '../../../components/CursorPagination';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import { type AdminMemberDto, useListMemberPageQuery } from './api';
import { memberColumns } from './member-columns';
import { type MemberListFilters, MembersToolbar } from './MembersToolbar';

export const MEMBERS_PAGE_SIZE = 20;
export const MEMBERS_FAILED = 'Failed to load the members. Please try again later.';

// The members: every membership but the sign-ups never paid (or those of a status or tier), a page
// at a time, searched by name or e-mail on the server; the CSV has all that is shown.
export function MembersPanel() {
  const [filters, setFilters] = useState<MemberListFilters>({});
  const { search, setSearch, query, pager } = useSearchedPages(JSON.stringify(filters));
  const shown = { ...filters, search: query || undefined };
  const page = useListMemberPageQuery({ limit: MEMBERS_PAGE_SIZE, cursor: pager.cursor, ...shown });
  const empty = Object.values(shown).some(Boolean) ? 'No members match these filters' : 'No members yet';
  const box = { value: search, onChange: setSearch, searching: page.isFetching && !page.isLoading };
  return (
    <div className="memberships-members">
      <MembersToolbar shown={shown} onFilters={setFilters} box={box} />
      {page.isError && <p role="alert">{MEMBERS_FAILED}</p>}
      {!page.isError && (
        <Table<AdminMemberDto>
          rowKey="id"
          dataSource={(page.currentData ?? page.data)?.items}
          columns={memberColumns}
          pagination={false}
          loading={page.isFetching}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={empty} /> }}
        />
      )}
      <CursorPagination pager={pager} query={page} pageSize={MEMBERS_PAGE_SIZE} noun="members" />
    </div>
  );
}
