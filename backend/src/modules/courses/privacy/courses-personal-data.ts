import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import { CoursePersonalDataRepository } from './course-personal-data.repository';

// A student's courses, as the courses module's part of their data export and their account's
// deletion: the enrolments (with the drip mail choice) and the lessons they completed. The drip
// mails still waiting are forgotten by the outbox with the account (their payload names the userId).
@Injectable()
export class CoursesPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly records: CoursePersonalDataRepository,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'courses',
      export: async ({ userId }) => {
        const [enrolments, completedLessons] = await Promise.all([
          this.records.enrolments(userId),
          this.records.completedLessons(userId),
        ]);
        return {
          enrolments: enrolments.map((e) => ({
            course: e.courseTitle,
            enrolledAt: e.enrolledAt.toISOString(),
            source: e.source,
            completedAt: e.completedAt?.toISOString() ?? null,
            dripMails: e.dripMails,
          })),
          completedLessons: completedLessons.map((l) => ({
            course: l.courseTitle,
            title: l.title,
            completedAt: l.completedAt.toISOString(),
          })),
        };
      },
      delete: (tx, account) => this.records.remove(tx, account.id),
    });
  }
}
