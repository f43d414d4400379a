import { ForbiddenException, Injectable } from '@nestjs/common';
import type { SessionUser } from '../../core/access/session-user';
import { SiteService } from '../site';
import { certificatePdf } from './certificate-pdf';
import { CourseProducts } from './course-products';
import { CoursesErrors } from './courses.errors';
import { EnrolmentsRepository } from './repositories/enrolments.repository';

// The certificate of a student who completed a course: their name, the course, the day they
// completed it (in the site's time zone) and the site with its owner.
@Injectable()
export class CourseCertificateService {
  constructor(
    private readonly courses: CourseProducts,
    private readonly enrolments: EnrolmentsRepository,
    private readonly site: SiteService,
  ) {}

  async certificateFor(slug: string, user: SessionUser): Promise<Buffer> {
    const course = await this.courses.bySlug(slug);
    const enrolment = await this.enrolments.find(course.id, user.id);
    if (!enrolment?.completedAt) throw new ForbiddenException(CoursesErrors.certificateNotReady);
    const { site } = await this.site.publicSite();
    return certificatePdf({
      studentName: `${user.firstName} ${user.lastName}`.trim(),
      courseTitle: course.title,
      completedOn: new Intl.DateTimeFormat('en-US', {
        timeZone: await this.site.timeZone(),
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(enrolment.completedAt),
      siteName: site.siteName,
      ownerName: site.ownerName,
    });
  }
}
