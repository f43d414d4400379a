import { Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailFeedbackDto } from './dto/mail-suppression.dto';
import { MailSuppressions } from './mail-suppressions';
import { MailSuppressionErrors as E } from './mail-suppressions.errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

// The mail provider's bounce and complaint feedback, told by a webhook that knows the shared secret
// (MAIL_FEEDBACK_SECRET); without one configured nobody may tell the site an address stopped.
@Injectable()
export class MailFeedbackService {
  private readonly secret: Buffer | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly suppressions: MailSuppressions,
  ) {
    this.secret = config.mailFeedbackSecret ? digest(config.mailFeedbackSecret) : null;
  }

  async receive(secret: string | undefined, feedback: MailFeedbackDto): Promise<void> {
    if (!this.secret) throw new NotFoundException(E.feedbackOff);
    // digests of equal length, compared in constant time: the answer tells nothing of the secret
    if (!secret || !timingSafeEqual(digest(secret), this.secret)) throw new UnauthorizedException(E.badSecret);
    const { type, email, detail } = feedback;
    if (type === 'soft-bounce') await this.suppressions.countSoftBounce(email);
    else await this.suppressions.record(email, type, detail ?? null);
  }
}
