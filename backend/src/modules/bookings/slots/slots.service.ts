import { Injectable, NotFoundException } from '@nestjs/common';
import { AvailabilityService, type BookingRules } from '../availability/availability.service';
import { type Consultation, ConsultationsService } from '../availability/consultations.service';
import { BookingsErrors } from '../bookings.errors';
import { offeredSlots, ownerSlot, type Slot, slotStartingAt } from './slots';
import { BusyRangesRepository } from './busy-ranges.repository';

export type { Slot } from './slots';

const MINUTE = 60_000;

// A consultation as a visitor is offered it, before they choose a time (its place is told once booked).
export type BookingOffer = Omit<Consultation, 'location'> & {
  ownerTimeZone: string;
  cancelCutoffMinutes: number;
  free: boolean;
};

// The free times of a consultation (slots.ts's rules on the owner's availability and the bookings
// that hold or have a time), for the public picker and for the bookings module's hold, reschedule
// and the owner's move, which check the chosen time here.
@Injectable()
export class SlotsService {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly consultations: ConsultationsService,
    private readonly busy: BusyRangesRepository,
  ) {}

  // Free start times of this consultation in [from, to), earliest first; [] when it cannot be
  // booked. `ignoreBookingId`: a booking being moved (its own block does not count).
  async freeSlots(
    productId: number,
    from: Date,
    to: Date,
    opts: { ignoreBookingId?: number; now?: Date } = {},
  ): Promise<Slot[]> {
    const consultation = await this.consultation(productId);
    if (!consultation) return [];
    const now = opts.now ?? new Date();
    const rules = await this.availability.read();
    // the blocked ranges reach the buffers and the session beyond the window
    const reach = (rules.bufferBeforeMinutes + rules.bufferAfterMinutes + consultation.durationMinutes) * MINUTE;
    const busy = await this.busy.overlapping(
      new Date(from.getTime() - reach),
      new Date(to.getTime() + reach),
      now,
      opts.ignoreBookingId,
    );
    return offeredSlots({ rules, durationMinutes: consultation.durationMinutes, busy, now, from, to });
  }

  // The slot starting exactly at `startsAt` if it is offered now, else null. `owner`: the owner
  // moving a booking, bound by no hours, notice or horizon: only in the future and overlapping nothing.
  async slotAt(
    productId: number,
    startsAt: Date,
    opts: { ignoreBookingId?: number; now?: Date; owner?: boolean } = {},
  ): Promise<Slot | null> {
    if (!opts.owner) {
      const slots = await this.freeSlots(productId, startsAt, new Date(startsAt.getTime() + 1), opts);
      return slots.find((s) => s.startsAt.getTime() === startsAt.getTime()) ?? null;
    }
    const consultation = await this.consultation(productId);
    return consultation && this.ownerSlotAt(startsAt, consultation.durationMinutes, opts);
  }

  // The owner's choice of a time for a session this long: any future time its session and buffers
  // overlap no other booking at (hours, notice and horizon are theirs to overrule). A booking keeps
  // its own length, so one of a consultation archived or deleted since can still be moved.
  async ownerSlotAt(
    startsAt: Date,
    durationMinutes: number,
    opts: { ignoreBookingId?: number; now?: Date } = {},
  ): Promise<Slot | null> {
    const rules = await this.availability.read();
    const wanted = slotStartingAt(startsAt, durationMinutes, rules);
    const now = opts.now ?? new Date();
    const busy = await this.busy.overlapping(wanted.blockedFrom, wanted.blockedTo, now, opts.ignoreBookingId);
    return ownerSlot({ rules, durationMinutes, busy, now, startsAt });
  }

  // the consultation's settings, or null when it cannot be booked (not a consultation, no
  // settings, archived)
  async consultation(productId: number): Promise<Consultation | null> {
    const c = await this.consultations.bookable(productId);
    return (
      c && {
        productId,
        title: c.title,
        priceCents: c.priceCents,
        durationMinutes: c.durationMinutes,
        location: c.location,
      }
    );
  }

  // the rules with the effective time zone
  rules(): Promise<BookingRules> {
    return this.availability.rules();
  }

  // the offer of a consultation that can be booked; 404 'This session cannot be booked yet.'
  async offer(productId: number): Promise<BookingOffer> {
    const consultation = await this.consultation(productId);
    if (!consultation) throw new NotFoundException(BookingsErrors.notBookable);
    return this.offerOf(consultation);
  }

  // the free introductory call's offer; 404 'No introductory call is offered at the moment.'
  async introCall(): Promise<BookingOffer> {
    const consultation = await this.consultations.introCall();
    if (!consultation) throw new NotFoundException(BookingsErrors.noIntroCall);
    return this.offerOf(consultation);
  }

  // the picker's times; 404 for a consultation that cannot be booked
  async listed(productId: number, from: Date, to: Date): Promise<{ durationMinutes: number; slots: Slot[] }> {
    const { durationMinutes } = await this.offer(productId);
    return { durationMinutes, slots: await this.freeSlots(productId, from, to) };
  }

  private async offerOf(c: Consultation): Promise<BookingOffer> {
    const rules = await this.rules();
    return {
      productId: c.productId,
      title: c.title,
      priceCents: c.priceCents,
      durationMinutes: c.durationMinutes,
      ownerTimeZone: rules.timeZone,
      cancelCutoffMinutes: rules.cancelCutoffMinutes,
      free: c.priceCents === 0,
    };
  }
}
