import { DownloadOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import type { ComponentProps } from 'react';
import { ListSearch } from '../../../components/ListSearch';
import { STATUS_OPTIONS } from '../lib/membership-words';
import { type MemberFilters, membersExportUrl, useListMembershipTiersForAdminQuery } from './api';

export type MemberListFilters = Pick<MemberFilters, 'status' | 'tierId'>;

interface MembersToolbarProps {
  // what the list shows: its status and tier, and the search sent (the CSV has the same)
  shown: MemberFilters;
  onFilters: (filters: MemberListFilters) => void;
  // the search box: what is typed, and whether its results are on their way
  box: Pick<ComponentProps<typeof ListSearch>, 'value' | 'onChange' | 'searching'>;
}

// Above the members: the search by name or e-mail, the status and the tier, and the CSV of what is shown.
export function MembersToolbar({ shown, onFilters, box }: MembersToolbarProps) {
  const tiers = useListMembershipTiersForAdminQuery().data ?? [];
  const { status, tierId } = shown;
  return (
    <div className="memberships-admin__toolbar">
      <ListSearch label="Search members by name or e-mail" placeholder="Name or e-mail" {...box} />
      <Select
        aria-label="Status"
        placeholder="Every member"
        allowClear
        options={STATUS_OPTIONS}
        value={status}
        onChange={(chosen) => onFilters({ tierId, status: chosen })}
      />
      <Select
        aria-label="Tier"
        placeholder="Any tier"
        allowClear
        options={tiers.map((tier) => ({ value: tier.productId, label: tier.title }))}
        value={tierId}
        onChange={(chosen) => onFilters({ status, tierId: chosen })}
      />
      <Button href={membersExportUrl(shown)} download icon={<DownloadOutlined aria-hidden />}>
        Export CSV
      </Button>
    </div>
  );
}
