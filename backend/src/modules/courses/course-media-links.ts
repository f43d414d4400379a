import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';

// How long a signed video or attachment link of a lesson answer works: long enough to watch a long
// video (the player asks for ranges all along), short enough that a shared link soon dies.
export const COURSE_MEDIA_LINK_TTL_SECONDS = 4 * 3600;

export type CourseMediaKind = 'video' | 'attachment';
export type CourseMediaLinkCheck = 'ok' | 'expired' | 'invalid';

// The links to a lesson's private files (its uploaded video, its attachments), signed for one
// reader (user id, 0 when anonymous) like DownloadsService's links. The serving route checks the
// signature here and the lesson's access rule again, so a link never outlives the right to read.
@Injectable()
export class CourseMediaLinks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'sessionSecret'>) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    this.secret = config.sessionSecret;
  }

  // id: the lesson's id for its video, the attachment's id for an attachment
  sign(kind: CourseMediaKind, id: number, userId: number, now = Date.now()): { url: string; expiresAt: Date } {
    const expires = Math.floor(now / 1000) + COURSE_MEDIA_LINK_TTL_SECONDS;
    const signature = this.signature(kind, id, userId, expires);
    return {
      url: `/api/courses/media/${kind}/${id}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  verify(
    kind: CourseMediaKind,
    id: number,
    userId: number,
    expires: number,
    signature: string,
    now = Date.now(),
  ): CourseMediaLinkCheck {
    if (!Number.isSafeInteger(expires)) return 'invalid';
    const expected = Buffer.from(this.signature(kind, id, userId, expires));
    const given = Buffer.from(String(signature));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    // checked after the signature, so an altered expiry reads as altered, not as expired
    return expires * 1000 < now ? 'expired' : 'ok';
  }

  private signature(kind: CourseMediaKind, id: number, userId: number, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`course-media:${kind}:${id}:${userId}:${expires}`)
      .digest('base64url');
  }
}
