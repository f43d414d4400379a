import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { BlogErrors, MAX_IMPORT_KB, MAX_IMPORT_LINES } from './blog.errors';
import type { ImportReportDto, InvalidLineDto } from './dto/subscribers-admin.dto';
import { KnownAddress, SubscribersImportRepository } from './subscribers-import.repository';
import { emailCells, parseCsv } from '../../core/text/csv-read';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';
import { CONFIRMATION_VALID_DAYS, newUnsubscribeToken } from './subscription-token';

interface ReadLines {
  emails: string[];
  duplicates: number;
  invalid: InvalidLineDto[];
}

// the addresses of the file, each once, and the lines that hold none
function readLines(csv: string): ReadLines {
  if (Buffer.byteLength(csv, 'utf8') > MAX_IMPORT_KB * 1024)
    throw new PayloadTooLargeException(BlogErrors.importTooLarge);
  const cells = emailCells(parseCsv(csv));
  if (cells.length > MAX_IMPORT_LINES) throw new PayloadTooLargeException(BlogErrors.importTooManyLines);
  if (!cells.length) throw new BadRequestException(BlogErrors.importEmpty);
  const seen = new Set<string>();
  const read: ReadLines = { emails: [], duplicates: 0, invalid: [] };
  for (const { line, value } of cells) {
    const email = value.toLowerCase();
    if (value.length > 254 || !isEmail(value)) read.invalid.push({ line, text: value.slice(0, 100) });
    else if (seen.has(email)) read.duplicates++;
    else read.emails.push(email);
    seen.add(email);
  }
  return read;
}

// The admin's CSV import, in one transaction. With the owner's consent new addresses are active at
// once; without it each is sent the confirmation e-mail (queued in this transaction) and becomes
// active only when its link is clicked. An address that unsubscribed is never touched by an import,
// consent or not: only its owner can come back, through the subscribe form and the link in the mail.
@Injectable()
export class SubscribersImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: SubscribersImportRepository,
    private readonly confirmations: SubscriptionConfirmationService,
  ) {}

  async import(csv: string, consent: boolean): Promise<ImportReportDto> {
    const { emails, duplicates, invalid } = readLines(csv);
    return this.dataSource.transaction(async (tx) => {
      const known = await this.rows.lockKnown(tx, emails);
      const knownEmails = new Set(known.map((k) => k.email));
      const fresh = emails.filter((e) => !knownEmails.has(e));
      const waiting = known.filter((k) => !k.active && !k.unsubscribed);
      const skippedUnsubscribed = known.filter((k) => k.unsubscribed).length;
      const added = consent ? await this.addConfirmed(tx, fresh, waiting) : await this.addPending(tx, fresh);
      const alreadySubscribed = emails.length - skippedUnsubscribed - added;
      return { added, alreadySubscribed, skippedUnsubscribed, duplicates, invalid };
    });
  }

  private async addConfirmed(tx: EntityManager, fresh: string[], waiting: KnownAddress[]): Promise<number> {
    const inserted = await this.rows.insertConfirmed(tx, fresh, fresh.map(newUnsubscribeToken));
    const confirmed = waiting.length
      ? await this.rows.confirmWaiting(
          tx,
          waiting.map((w) => w.id),
        )
      : 0;
    return inserted + confirmed;
  }

  private async addPending(tx: EntityManager, fresh: string[]): Promise<number> {
    if (!fresh.length) return 0;
    const links = this.confirmations.issueMany(fresh.length);
    const nonceOf = new Map(links.map((l) => [l.hash, l.nonce]));
    const rows = fresh.map((email, i) => ({
      email,
      unsubscribeToken: newUnsubscribeToken(),
      tokenHash: links[i].hash,
    }));
    const inserted = await this.rows.insertPending(tx, rows, CONFIRMATION_VALID_DAYS * 24 * 3600);
    if (inserted.length) {
      const recipients = this.rows.confirmationRecipients(
        inserted.map((r) => r.id),
        inserted.map((r) => nonceOf.get(r.tokenHash)!),
      );
      await this.confirmations.enqueueMany(tx, `subscribers-import:${randomUUID()}`, recipients);
    }
    return inserted.length;
  }
}
