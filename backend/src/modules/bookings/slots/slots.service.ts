import { Injectable, NotImplementedException } from '@nestjs/common';

// STAND-IN for H1's SlotsService (branch bookings-h1), the contract of the shared design only, so the
// lifecycle compiles until that branch is merged: at the merge H1's file replaces this one whole.
export interface Slot {
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedTo: Date;
}

export interface Consultation {
  productId: number;
  title: string;
  priceCents: number;
  durationMinutes: number;
  location: string;
}

export interface BookingRules {
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  slotStepMinutes: number;
  cancelCutoffMinutes: number;
}

@Injectable()
export class SlotsService {
  freeSlots(
    _productId: number,
    _from: Date,
    _to: Date,
    _opts?: { ignoreBookingId?: number; now?: Date },
  ): Promise<Slot[]> {
    throw new NotImplementedException();
  }

  slotAt(
    _productId: number,
    _startsAt: Date,
    _opts?: { ignoreBookingId?: number; now?: Date; owner?: boolean },
  ): Promise<Slot | null> {
    throw new NotImplementedException();
  }

  consultation(_productId: number): Promise<Consultation | null> {
    throw new NotImplementedException();
  }

  rules(): Promise<BookingRules> {
    throw new NotImplementedException();
  }
}
