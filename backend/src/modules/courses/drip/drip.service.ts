import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { localDayOf, zonedInstant } from '@coach/shared';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { SiteService } from '../../site';
import { DRIP_HOUR, isLessonOpen } from '../lesson-opening';
import { courseLessonsOpenedMail } from '../mails/course-lessons-opened.mail';
import { DripReadsService, type OpenedLesson } from './drip-reads.service';

// The subject of a student's drip mail of a day: one mail per student per day, whatever courses.
export const dripSubjectKey = (userId: number, day: string) => `course-drip:${userId}:${day}`;

// The daily "new lessons are open" mail (drip.cron.ts runs it at 06:00 in the site's time zone and every ten
// minutes): each student whose lessons opened today, and who did not stop these mails, gets one
// mail listing them. Running it again, on this replica or another, queues nothing more: the outbox
// row is unique per (subject, kind, recipient), and the subject names the student and the day.
@Injectable()
export class DripService {
  private readonly logger = new Logger('CourseDrip');

  constructor(
    private readonly dataSource: DataSource,
    private readonly drip: DripReadsService,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
  ) {}

  // Answers how many mails it queued (0 when they were queued before).
  async sendDue(now = new Date()): Promise<number> {
    const timeZone = await this.site.timeZone();
    const day = localDayOf(now, timeZone);
    // today's lessons open at 06:00; before then there is nothing to tell
    if (zonedInstant(day, DRIP_HOUR, timeZone) > now) return 0;
    const queued = await this.dataSource.transaction(async (tx) => {
      const opened = (await this.drip.openedOn(tx, day, timeZone)).filter((row) =>
        isLessonOpen(row.enrolledAt, row.dripDays, timeZone, now),
      );
      let count = 0;
      for (const [userId, rows] of byStudent(opened)) {
        const lessonIds = [...new Set(rows.map((row) => row.lessonId))];
        const mail = courseLessonsOpenedMail.to(rows[0].email, dripSubjectKey(userId, day), { userId, day, lessonIds });
        if (await this.outbox.enqueue(tx, mail)) count++;
      }
      return count;
    });
    if (queued) this.logger.log(`New lessons open on ${day}: e-mail queued for ${queued} students`);
    return queued;
  }
}

function byStudent(rows: OpenedLesson[]): Map<number, OpenedLesson[]> {
  const students = new Map<number, OpenedLesson[]>();
  for (const row of rows) students.set(row.userId, [...(students.get(row.userId) ?? []), row]);
  return students;
}
