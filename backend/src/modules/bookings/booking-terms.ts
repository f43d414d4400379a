// What a customer may still do with a session, decided in one place for the BookingDto (said
// beforehand) and for the reschedule and cancel themselves: move it and be refunded in full while
// its start is more than the owner's cut-off away; after that, a cancel refunds nothing.
export interface BookingTerms {
  cutoffAt: Date;
  canReschedule: boolean;
  refundOnCancel: boolean;
}

export interface TermsOf {
  status: string;
  startsAt: Date;
  // a paid order item of it that no refund took back
  refundable: boolean;
}

export function bookingTerms(b: TermsOf, cutoffMinutes: number, now: Date): BookingTerms {
  const cutoffAt = new Date(b.startsAt.getTime() - cutoffMinutes * 60_000);
  const beforeCutoff = b.status === 'confirmed' && now.getTime() < cutoffAt.getTime();
  return { cutoffAt, canReschedule: beforeCutoff, refundOnCancel: beforeCutoff && b.refundable };
}
