// The messages of the bookings module, each a sentence a person can read.
export const MAX_CANCEL_MESSAGE = 2000;
export const MAX_ADMIN_DAYS = 62;

export const BookingsErrors = {
  cannotBeBooked: 'This session cannot be booked yet.',
  notAvailable: 'This time is not available. Please choose another.',
  justTaken: 'This time was just taken. Please choose another.',
  unknownTimeZone: 'Please choose a known time zone.',
  bookingNotFound: 'This booking no longer exists.',
  notConfirmed: 'Only a booked session can be changed.',
  alreadyStarted: 'This session has already started.',
  chooseTime: (title: string) => `Please choose a time for "${title}" first.`,
  tooLateToMove: (cutoff: string) =>
    `This session starts in less than ${cutoff}: it can no longer be moved. Please contact us.`,
  daysRange: `Please choose at most ${MAX_ADMIN_DAYS} days, the last one not before the first.`,
  dayFormat: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
} as const;

// "24 hours", "1 hour", "90 minutes": a cut-off as the customer reads it
export function cutoffText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
