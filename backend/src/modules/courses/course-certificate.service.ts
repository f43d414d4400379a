import { Injectable, NotImplementedException } from '@nestjs/common';
import type { SessionUser } from '../../core/access/session-user';

@Injectable()
export class CourseCertificateService {
  certificateFor(slug: string, user: SessionUser): Promise<Buffer> {
    throw new NotImplementedException({ slug, user });
  }
}
