import { Injectable, NotImplementedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionUser } from '../../core/access/session-user';

export const COURSE_MEDIA_KINDS = ['video', 'attachment'] as const;

@Injectable()
export class CourseMediaService {
  send(
    req: Request,
    res: Response,
    link: { kind: string; id: number; expires: number; signature: string },
    reader: SessionUser | undefined,
  ): Promise<void> {
    throw new NotImplementedException({ req, res, link, reader });
  }
}
