import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { MemberAccessService } from '../memberships';
import type { CourseReader } from './course-access';
import type { CourseEnrolmentEntity } from './entities/course-enrolment.entity';
import { EnrolmentsRepository } from './repositories/enrolments.repository';

// Who reads a course, for its access rule (course-access.ts): nobody signed in, an admin, a student
// (their enrolment), a member whose tier includes the course (memberships, while it gives access).
@Injectable()
export class CourseReaders {
  constructor(
    private readonly enrolments: EnrolmentsRepository,
    private readonly members: MemberAccessService,
  ) {}

  async of(
    productId: number,
    user: SessionUser | undefined,
  ): Promise<{ reader: CourseReader; enrolment: CourseEnrolmentEntity | null }> {
    if (!user) return { reader: { userId: null, admin: false, enrolledAt: null }, enrolment: null };
    const [enrolment, included] = await Promise.all([
      this.enrolments.find(productId, user.id),
      this.includes(user.id, productId),
    ]);
    const reader = {
      userId: user.id,
      admin: user.role === 'admin',
      enrolledAt: enrolment?.enrolledAt ?? null,
      included,
    };
    return { reader, enrolment };
  }

  // whether the account's membership includes the course now
  async includes(userId: number, productId: number, tx?: EntityManager): Promise<boolean> {
    return (await this.includedIn(userId, tx)).has(productId);
  }

  // the products the account's membership includes now
  async includedIn(userId: number, tx?: EntityManager): Promise<Set<number>> {
    return new Set(await this.members.includedProducts(userId, tx));
  }
}
