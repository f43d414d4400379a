import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { OrderFactsService } from '../commerce';
import { MemberAccessService } from '../memberships';
import type { CourseReader } from './course-access';
import type { CourseEnrolmentEntity } from './entities/course-enrolment.entity';
import { EnrolmentsRepository } from './repositories/enrolments.repository';

// A member's enrolment (source 'membership') counts while their membership includes the course;
// otherwise it is as if there were none (kept with its progress for when they join again).
export const countedEnrolment = (
  enrolment: CourseEnrolmentEntity | null,
  included: boolean,
): CourseEnrolmentEntity | null => (enrolment?.source === 'membership' && !included ? null : enrolment);

// Who reads a course, for its access rule (course-access.ts): nobody signed in, an admin, a student
// (their enrolment), a member whose tier includes the course (memberships, while it gives access),
// enrolled on their first act in it (opening a lesson, marking one complete).
@Injectable()
export class CourseReaders {
  constructor(
    private readonly enrolments: EnrolmentsRepository,
    private readonly members: MemberAccessService,
    private readonly orders: OrderFactsService,
  ) {}

  async of(
    productId: number,
    user: SessionUser | undefined,
  ): Promise<{ reader: CourseReader; enrolment: CourseEnrolmentEntity | null }> {
    if (!user) return { reader: { userId: null, admin: false, enrolledAt: null }, enrolment: null };
    const [found, included] = await Promise.all([
      this.enrolments.find(productId, user.id),
      this.includes(user.id, productId),
    ]);
    const enrolment = countedEnrolment(found, included);
    const reader = {
      userId: user.id,
      admin: user.role === 'admin',
      enrolledAt: enrolment?.enrolledAt ?? null,
      included,
      paused: await this.paused(enrolment),
    };
    return { reader, enrolment };
  }

  // The reader and their enrolment in `tx`, locked until it ends (one student's completions are
  // settled one at a time). `act`: their first act in a course their tier includes enrols them.
  async locked(
    tx: EntityManager,
    productId: number,
    user: SessionUser,
    { act }: { act: boolean },
  ): Promise<{ reader: CourseReader; enrolment: CourseEnrolmentEntity | null }> {
    const included = await this.includes(user.id, productId, tx);
    if (included && act) await this.enrolments.enrolMember(productId, user.id, tx);
    const enrolment = countedEnrolment(await this.enrolments.lock(tx, productId, user.id), included);
    return {
      reader: {
        userId: user.id,
        admin: false,
        enrolledAt: enrolment?.enrolledAt ?? null,
        included,
        paused: await this.paused(enrolment, tx),
      },
      enrolment,
    };
  }

  // The member's enrolment in a course their tier includes, made now on their first act in it (a
  // lesson opened); the account's enrolment as it is when it had one.
  async enrolMember(productId: number, userId: number): Promise<CourseEnrolmentEntity | null> {
    await this.enrolments.enrolMember(productId, userId);
    return this.enrolments.find(productId, userId);
  }

  // whether the order that enrolled the student is paused (an instalment overdue past its grace)
  private async paused(enrolment: CourseEnrolmentEntity | null, tx?: EntityManager): Promise<boolean> {
    const itemId = enrolment?.orderItemId;
    if (!itemId) return false;
    return (await this.orders.items([itemId], tx)).get(itemId)?.accessPaused === true;
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
