import { Injectable, NotFoundException } from '@nestjs/common';
import {
  alreadyUnsubscribedPage,
  confirmUnsubscribePage,
  type MailingList,
  unsubscribedPage,
} from '../../../core/http/unsubscribe-pages';
import { SiteService } from '../../site';
import { CoursesErrors } from '../courses.errors';
import { dripStopPath } from '../mails/course-lessons-opened.mail';
import { DripMailsRepository } from './drip-mails.repository';
import { DripReadsService, type DripStopTarget } from './drip-reads.service';
import { DripStopTokens } from './drip-stop-token';

// "A", "A and B", "A, B and C"
const titles = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

function dripMailsOf(targets: DripStopTarget[]): MailingList {
  const lessonsOf = `e-mails about new lessons of ${titles(targets.map((t) => t.courseTitle))}`;
  return {
    name: lessonsOf,
    stops: lessonsOf,
    action: dripStopPath,
    unsubscribed: `You will no longer get ${lessonsOf}.`,
  };
}

// The pages behind a drip mail's stop link, in the unsubscribe pages' shape: the link shows a
// button (mail scanners open links), the POST (the button, or a mail client's one-click) stops the
// mails of the course(s) the token names. The student turns them on again on the course page.
@Injectable()
export class DripStopPageService {
  constructor(
    private readonly drip: DripMailsRepository,
    private readonly reads: DripReadsService,
    private readonly tokens: DripStopTokens,
    private readonly site: SiteService,
  ) {}

  async showConfirmation(token: string): Promise<string> {
    const targets = await this.targets(token);
    const brand = await this.site.pageBrand();
    const { email } = targets[0];
    if (targets.every((t) => !t.dripMails)) return alreadyUnsubscribedPage(brand, dripMailsOf(targets), email);
    return confirmUnsubscribePage(brand, dripMailsOf(targets), email, token);
  }

  async stop(token: string): Promise<string> {
    const targets = await this.targets(token);
    await this.drip.stop(targets.map((t) => t.enrolmentId));
    return unsubscribedPage(await this.site.pageBrand(), dripMailsOf(targets), targets[0].email);
  }

  // the enrolments the token names that still exist: a refund or the owner may have ended some
  private async targets(token: string): Promise<DripStopTarget[]> {
    const ids = this.tokens.verify(token);
    if (!ids) throw new NotFoundException(CoursesErrors.dripStopLinkInvalid);
    const targets = await this.reads.stopTargets(ids);
    if (!targets.length) throw new NotFoundException(CoursesErrors.dripStopLinkGone);
    return targets;
  }
}
