import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DefinedMail } from '../../../core/mail/define-mail';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { OwnerAlertsService } from '../../alerts';
import { UsersService } from '../../auth';
import { BookingEntity } from '../entities/booking.entity';
import type { BookingMailPayload, BookingMailRole } from './booking-mail-context';
import { bookingCancelledMail } from './booking-cancelled.mail';
import { bookingConfirmedMail } from './booking-confirmed.mail';
import { bookingConfirmedOwnerMail } from './booking-confirmed-owner.mail';
import { bookingMovedMail } from './booking-moved.mail';

// The mails of a booking's life, each to the customer (the booking's account) and to the owner
// (where the owner's alerts go), queued in the transaction of the change that causes them (see mails/*.mail.ts for
// each kind; they read the booking again when they are sent). Call each after the change is
// written in `tx`: the moved mail records the booking's sequence as it is then.
@Injectable()
export class BookingMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
    private readonly alerts: OwnerAlertsService,
  ) {}

  // booked (paid, or free at once): subject booking:<id>:confirmed
  async confirmed(tx: EntityManager, bookingId: number): Promise<void> {
    const booking = await this.booking(tx, bookingId);
    const payload = { bookingId, userId: booking.userId };
    await this.toBoth(tx, booking, `booking:${bookingId}:confirmed`, () => payload, {
      customer: bookingConfirmedMail,
      owner: bookingConfirmedOwnerMail,
    });
  }

  // moved to another time by the customer or the owner (`message`: the owner's words to the
  // customer): subject booking:<id>:moved:<sequence>
  async moved(tx: EntityManager, bookingId: number, message?: string | null): Promise<void> {
    const booking = await this.booking(tx, bookingId);
    const { sequence, userId } = booking;
    const payload = (role: BookingMailRole) => ({ bookingId, userId, role, sequence, message: message || null });
    await this.toBoth(tx, booking, `booking:${bookingId}:moved:${sequence}`, payload, {
      customer: bookingMovedMail,
      owner: bookingMovedMail,
    });
  }

  // cancelled by the customer, the owner or a refund; `refund`: whether its payment is refunded
  // in full: subject booking:<id>:cancelled
  async cancelled(tx: EntityManager, bookingId: number, refund: 'full' | 'none'): Promise<void> {
    const booking = await this.booking(tx, bookingId);
    const payload = (role: BookingMailRole) => ({ bookingId, userId: booking.userId, role, refund });
    await this.toBoth(tx, booking, `booking:${bookingId}:cancelled`, payload, {
      customer: bookingCancelledMail,
      owner: bookingCancelledMail,
    });
  }

  // the booking as `tx` sees it (the caller's change included)
  private async booking(tx: EntityManager, bookingId: number): Promise<BookingEntity> {
    return tx.getRepository(BookingEntity).findOneByOrFail({ id: bookingId });
  }

  // The customer's mail (when their account is still there) and the owner's.
  private async toBoth<P extends BookingMailPayload>(
    tx: EntityManager,
    booking: BookingEntity,
    subjectKey: string,
    payload: (role: BookingMailRole) => P,
    mails: Record<BookingMailRole, DefinedMail<P>>,
  ): Promise<void> {
    const customer = await this.users.findById(booking.userId);
    if (customer) await this.outbox.enqueue(tx, mails.customer.to(customer.email, subjectKey, payload('customer')));
    await this.alerts.enqueue(tx, mails.owner, subjectKey, payload('owner'));
  }
}
