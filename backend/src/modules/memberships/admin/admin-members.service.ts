import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { containing } from '../../../core/database/like';
import type { PageRequest } from '../../../core/database/keyset';
import type { Page } from '../../../core/paging/page';
import { pageOf } from '../../../core/paging/page-query.dto';
import { UsersService } from '../../auth';
import { ProductFactsService } from '../../commerce';
import type { MembershipEntity } from '../entities/membership.entity';
import { priceWords } from '../membership-words';
import { type AdminMembersFilter, AdminMembersRepository } from '../repositories/admin-members.repository';
import type { AdminMemberDto, AdminMembersFilterQuery, ListAdminMembersQuery } from './dto/admin-members.dto';
import { membersCsv } from './members-csv';

// read a batch at a time, so the rows in memory stay few however many members there are
const EXPORT_BATCH = 500;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

// The owner's Members list: memberships newest first, searched by the member's name or address
// (auth finds the accounts; memberships filters its rows by their ids), filtered by status and
// tier, a page at a time or the whole list as CSV.
@Injectable()
export class AdminMembersService {
  constructor(
    private readonly rows: AdminMembersRepository,
    private readonly users: UsersService,
    private readonly products: ProductFactsService,
  ) {}

  async list(query: ListAdminMembersQuery): Promise<Page<AdminMemberDto>> {
    const filter = await this.filterOf(query);
    const [page, total] = await Promise.all([this.members(filter, pageOf(query)), this.rows.count(filter)]);
    return page.withTotal(total);
  }

  // streamed: the first batch read before answering (a failure is an error answer, not a cut file)
  async exportCsv(query: AdminMembersFilterQuery): Promise<{ fileName: string; csv: Readable }> {
    const filter = await this.filterOf(query);
    const first = await this.members(filter, { limit: EXPORT_BATCH });
    const next = (cursor: string) => this.members(filter, { limit: EXPORT_BATCH, cursor });
    const today = new Date().toISOString().slice(0, 10);
    return { fileName: `members-${today}.csv`, csv: Readable.from(membersCsv(first, next), { objectMode: false }) };
  }

  // a page of memberships with their accounts and tiers, one read each
  private async members(filter: AdminMembersFilter, page: PageRequest): Promise<Page<AdminMemberDto>> {
    const rows = await this.rows.page(filter, page);
    const [accounts, tiers] = await Promise.all([
      this.users.findByIds(rows.items.map((m) => m.userId)),
      this.products.byIds(rows.items.map((m) => m.tierId)),
    ]);
    const accountOf = new Map(accounts.map((a) => [a.id, a]));
    const titleOf = new Map(tiers.map((p) => [p.id, p.title]));
    return rows.map((m) => toAdminMemberDto(m, accountOf.get(m.userId), titleOf.get(m.tierId)));
  }

  private async filterOf(query: AdminMembersFilterQuery): Promise<AdminMembersFilter> {
    const userIds = query.search ? await this.users.idsMatching(containing(query.search)) : undefined;
    return { status: query.status, tierId: query.tierId, userIds };
  }
}

function toAdminMemberDto(
  m: MembershipEntity,
  account: { firstName: string; lastName: string; email: string } | undefined,
  tier: string | undefined,
): AdminMemberDto {
  return {
    id: m.id,
    member: {
      id: m.userId,
      name: account ? `${account.firstName} ${account.lastName}`.trim() : '',
      email: account?.email ?? '',
    },
    tier: { id: m.tierId, title: tier ?? '' },
    status: m.status,
    interval: m.interval,
    price: priceWords(m.priceCents, m.interval),
    priceCents: m.priceCents,
    startedAt: iso(m.startedAt),
    currentPeriodEnd: iso(m.currentPeriodEnd),
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    pastDueSince: iso(m.pastDueSince),
    endedAt: iso(m.endedAt),
    createdAt: m.createdAt.toISOString(),
  };
}
