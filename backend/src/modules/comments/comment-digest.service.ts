import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, localDayOf, zonedInstant } from '@coach/shared';
import { OwnerAlertsService } from '../alerts';
import { SiteService } from '../site';
import { CommentSettingsRepository } from './comment-settings.repository';
import { CommentsRepository } from './comments.repository';
import { commentDigestMail } from './mails/comment-digest.mail';

// The owner's daily digest of comments: those written while the owner chose the digest over a
// mail for each (flagged when written, so a later switch loses or doubles none), up to the start
// of today in the site's time zone, in one mail. The day's row in comment_digests and the taking
// of the flags happen in the transaction that queues the mail, so it goes once a day, whichever
// replica runs it and however often (a day without comments is claimed too, with no mail).
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
    const timeZone = await this.site.timeZone();
    const today = localDayOf(now, timeZone);
    const day = addDays(today, -1);
    return this.dataSource.transaction(async (tx) => {
      if (!(await this.settings.claimDigest(tx, day))) return false;
      const commentIds = await this.comments.takeAwaitingDigest(tx, zonedInstant(today, 0, timeZone));
      if (!commentIds.length) return false;
      await this.settings.countDigest(tx, day, commentIds.length);
      await this.alerts.enqueue(tx, commentDigestMail, `comment-digest:${day}`, { day, commentIds });
      return true;
    });
  }
}
