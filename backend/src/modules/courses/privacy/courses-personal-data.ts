import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import { ProductFactsService } from '../../commerce';
import { CoursePersonalDataRepository } from './course-personal-data.repository';

// A student's courses, as the courses module's part of their data export and their account's
// deletion: the enrolments (with the drip mail choice) and the lessons they completed. The drip
// mails still waiting are forgotten by the outbox with the account (their payload names the userId).
@Injectable()
export class CoursesPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly records: CoursePersonalDataRepository,
    private readonly products: ProductFactsService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'courses',
      export: async ({ userId }) => {
        const [enrolments, completedLessons] = await Promise.all([
          this.records.enrolments(userId),
          this.records.completedLessons(userId),
        ]);
        const titled = await this.courseTitles([...enrolments, ...completedLessons]);
        return {
          enrolments: titled(enrolments).map((e) => ({
            course: e.course,
            enrolledAt: e.enrolledAt.toISOString(),
            source: e.source,
            completedAt: e.completedAt?.toISOString() ?? null,
            dripMails: e.dripMails,
          })),
          completedLessons: titled(completedLessons).map((l) => ({
            course: l.course,
            title: l.title,
            completedAt: l.completedAt.toISOString(),
          })),
        };
      },
      delete: (tx, account) => this.records.remove(tx, account.id),
    });
  }

  // each record with its course's title, in its order (commerce's products, read in one batch)
  private async courseTitles(records: { productId: number }[]) {
    const products = await this.products.byIds(records.map((r) => r.productId));
    const titles = new Map(products.map((p) => [p.id, p.title]));
    return <T extends { productId: number }>(rows: T[]) =>
      rows.flatMap((row) => (titles.has(row.productId) ? [{ ...row, course: titles.get(row.productId)! }] : []));
  }
}
