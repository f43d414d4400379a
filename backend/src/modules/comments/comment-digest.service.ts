import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, localDayOf, zonedInstant } from '@coach/shared';
import { OwnerAlertsService } from '../alerts';
import { SiteService } from '../site';
import { CommentSettingsRepository } from './comment-settings.repository';
import { CommentsRepository } from './comments.repository';
import { commentDigestMail } from './mails/comment-digest.mail';

// The owner's daily digest of comments (when chosen over a mail for each): the comments of the day
// before `now` in the site's time zone, in one mail. The day's row in comment_digests is claimed in
// the transaction that queues the mail, so it goes once, whichever replica runs it and however
// often (a day without comments is claimed too, with no mail).
@Injectable()
export class CommentDigestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly comments: CommentsRepository,
    private readonly settings: CommentSettingsRepository,
    private readonly site: SiteService,
    private readonly alerts: OwnerAlertsService,
  ) {}

  // true when this call queued the day's digest
  async sendDue(now = new Date()): Promise<boolean> {
    if ((await this.settings.ownerMail()) !== 'digest') return false;
    const timeZone = await this.site.timeZone();
    const today = localDayOf(now, timeZone);
    const day = addDays(today, -1);
    const [from, to] = [zonedInstant(day, 0, timeZone), zonedInstant(today, 0, timeZone)];
    return this.dataSource.transaction(async (tx) => {
      const written = await this.comments.listBetween(from, to, tx);
      if (!(await this.settings.claimDigest(tx, day, written.length))) return false;
      if (!written.length) return false;
      const payload = { day, from: from.toISOString(), to: to.toISOString() };
      await this.alerts.enqueue(tx, commentDigestMail, `comment-digest:${day}`, payload);
      return true;
    });
  }
}
