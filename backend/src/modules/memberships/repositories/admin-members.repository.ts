import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { keysetPage, type PageRequest } from '../../../core/database/keyset';
import type { Page } from '../../../core/paging/page';
import { MembershipEntity, type MembershipStatus } from '../entities/membership.entity';

export interface AdminMembersFilter {
  status?: MembershipStatus;
  tierId?: number;
  // the accounts a search found (auth's), or undefined for no search
  userIds?: number[];
}

// The owner's list of memberships, newest first, a keyset page at a time.
@Injectable()
export class AdminMembersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  page(filter: AdminMembersFilter, page: PageRequest): Promise<Page<MembershipEntity>> {
    return keysetPage(this.filtered(filter), { alias: 'm', at: 'created_at', direction: 'DESC' }, page);
  }

  count(filter: AdminMembersFilter): Promise<number> {
    return this.filtered(filter).getCount();
  }

  private filtered(filter: AdminMembersFilter): SelectQueryBuilder<MembershipEntity> {
    const query = this.db.getRepository(MembershipEntity).createQueryBuilder('m');
    if (filter.status) query.andWhere('m.status = :status', { status: filter.status });
    else query.andWhere(`m.status <> 'incomplete'`);
    if (filter.tierId) query.andWhere('m.tier_id = :tierId', { tierId: filter.tierId });
    if (filter.userIds) query.andWhere('m.user_id = ANY(:userIds)', { userIds: filter.userIds });
    return query;
  }
}
