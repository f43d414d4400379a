import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SqlParams } from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';
import { containing } from '../../../core/database/like';
import { toUndeliverable } from '../../../core/mail/dto/mail-suppression.dto';
import { MailSuppressions } from '../../../core/mail/mail-suppressions';
import { EMAIL_HEADERS, parseCsv } from '../../../core/text/csv-read';
import { AutomationErrors, MAX_CSV_LINES } from '../automations.errors';
import { SegmentsService } from '../segments/segments.service';
import { ContactsRepository } from './contacts.repository';
import { PeopleRepository, type PersonRow, type PlaceRow } from './people.repository';
import { Tagging } from './tagging';
import { normaliseTag, tagOrThrow } from './tags';

export interface PeopleQuery {
  search?: string;
  tag?: string;
  segmentId?: number;
  page?: number;
  pageSize?: number;
}

// A person as the People list shows them: why mail stopped reaching their address, if it did, and
// the sequences they are in or left (and why).
export interface PersonView extends PersonRow {
  undeliverable: ReturnType<typeof toUndeliverable>;
  sequences: Omit<PlaceRow, 'contactId'>[];
}

export interface RejectedLine {
  line: number;
  reason: string;
}

// The owner's people: listed (by address, tag or segment), tagged by hand and by CSV.
@Injectable()
export class PeopleService {
  constructor(
    private readonly db: DataSource,
    private readonly people: PeopleRepository,
    private readonly contacts: ContactsRepository,
    private readonly tagging: Tagging,
    private readonly segments: SegmentsService,
    private readonly audience: AudienceRegistry,
    private readonly suppressions: MailSuppressions,
  ) {}

  async list(query: PeopleQuery): Promise<{ items: PersonView[]; total: number; page: number; pageSize: number }> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const params = new SqlParams();
    const where = [await this.segments.whereOf(query.segmentId ?? null, params)];
    if (query.search) where.push(`c.email ILIKE ${params.add(containing(query.search.toLowerCase()))}`);
    if (query.tag) where.push(this.audience.find('tag')!.sql(tagOrThrow(query.tag), params));
    const subscribed = this.audience.find('subscriber')!.sql(null, params);
    const found = await this.people.page(
      where.join(' AND '),
      subscribed,
      params.values,
      pageSize,
      (page - 1) * pageSize,
    );
    return { items: await this.views(found.items), total: found.total, page, pageSize };
  }

  private async views(items: PersonRow[]): Promise<PersonView[]> {
    const [stopped, places] = await Promise.all([
      this.suppressions.stoppedAmong(items.map((p) => p.email)),
      this.people.places(items.map((p) => p.id)),
    ]);
    return items.map((person) => ({
      ...person,
      undeliverable: toUndeliverable(stopped.get(person.email.toLowerCase()) ?? null),
      sequences: places.filter((p) => p.contactId === person.id).map(({ contactId: _, ...place }) => place),
    }));
  }

  tagCounts() {
    return this.contacts.tagCounts();
  }

  // The tag on (or off) the people of these addresses; an address that is nobody's is named back.
  async tag(emails: string[], rawTag: string, action: 'add' | 'remove') {
    const tag = tagOrThrow(rawTag);
    return this.db.transaction(async (tx) => {
      const found = await this.contacts.byEmails(tx, emails);
      const ids = found.map((c) => c.id);
      const changed =
        action === 'add' ? await this.tagging.add(tx, ids, tag, 'manual') : await this.tagging.remove(tx, ids, tag);
      const known = new Set(found.map((c) => c.email.toLowerCase()));
      return { changed, unknown: emails.filter((e) => !known.has(e.trim().toLowerCase())) };
    });
  }

  // A CSV of addresses and their tags ("email,tags": tags split by ; or |), or of addresses only
  // with `tag` for all. Lines naming nobody, or with a tag that is not one, are rejected with the
  // reason; the others are tagged in one transaction.
  async importCsv(csv: string, allTag?: string) {
    const records = parseCsv(csv).filter((r) => r.fields.some((f) => f.trim()));
    if (!records.length) throw new BadRequestException(AutomationErrors.csvEmpty);
    if (records.length > MAX_CSV_LINES) throw new BadRequestException(AutomationErrors.csvTooLong);
    const header = records[0].fields.map((f) => f.trim().toLowerCase());
    const emailAt = header.findIndex((h) => EMAIL_HEADERS.has(h));
    const tagsAt = header.indexOf('tags') >= 0 ? header.indexOf('tags') : header.indexOf('tag');
    const forAll = allTag === undefined || allTag === '' ? null : tagOrThrow(allTag);
    if (emailAt < 0 || (tagsAt < 0 && !forAll)) throw new BadRequestException(AutomationErrors.csvHeader);
    const rejected: RejectedLine[] = [];
    const wanted = new Map<string, { line: number; tags: string[] }>();
    for (const r of records.slice(1)) {
      const email = (r.fields[emailAt] ?? '').trim().toLowerCase();
      const raw = tagsAt < 0 ? [] : (r.fields[tagsAt] ?? '').split(/[;|]/).filter((t) => t.trim());
      const tags = raw.map(normaliseTag);
      if (!email) rejected.push({ line: r.line, reason: 'No e-mail address' });
      else if (tags.some((t) => t === null)) rejected.push({ line: r.line, reason: AutomationErrors.tag });
      else if (!tags.length && !forAll) rejected.push({ line: r.line, reason: 'No tag' });
      else wanted.set(email, { line: r.line, tags: [...(tags as string[]), ...(forAll ? [forAll] : [])] });
    }
    return this.db.transaction(async (tx) => {
      const found = new Map(
        (await this.contacts.byEmails(tx, [...wanted.keys()])).map((c) => [c.email.toLowerCase(), c.id]),
      );
      const byTag = new Map<string, number[]>();
      for (const [email, { line, tags }] of wanted) {
        const id = found.get(email);
        if (id === undefined) rejected.push({ line, reason: `${email} is not on your list` });
        else for (const tag of tags) byTag.set(tag, [...(byTag.get(tag) ?? []), id]);
      }
      let tagged = 0;
      for (const [tag, ids] of byTag) tagged += await this.tagging.add(tx, ids, tag, 'csv');
      return { tagged, rejected: rejected.sort((a, b) => a.line - b.line) };
    });
  }
}
