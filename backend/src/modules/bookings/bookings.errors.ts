// The messages of the bookings module, each a sentence a person can read.

export const MAX_SLOTS_DAYS = 31;
export const MAX_LOCATION = 500;
// the booking's life
export const MAX_CANCEL_MESSAGE = 2000;
export const MAX_ADMIN_DAYS = 62;
// more than any week or calendar needs; bounds the work of a request
export const MAX_AVAILABILITY_ROWS = 500;

export const BookingsErrors = {
  notBookable: 'This session cannot be booked yet.',
  noIntroCall: 'No introductory call is offered at the moment.',
  notConsultation: 'This product is not a consultation.',
  unknownTimeZone: (zone: string) => `"${zone}" is not a time zone. Please choose one such as Europe/Berlin.`,
  timeZoneRequired: 'Please choose a time zone.',
  badTime: (field: string) => `${field} must be a time of day such as 09:00 (24-hour clock).`,
  badEndTime: (field: string) => `${field} must be a time of day such as 17:00, or 24:00 for midnight.`,
  endNotAfterStart: (where: string) => `The hours of ${where} must end after they start.`,
  overlappingHours: (where: string) => `The hours of ${where} overlap. Please join them or move one.`,
  dayOffWithHours: (day: string) => `${day} cannot be a day off and have hours at once.`,
  badOverrideTime: (field: string) => `${field} must be a time of day such as 10:00, or null for a day off.`,
  dayOffTwice: (day: string) => `${day} is listed as a day off twice. Please list it once.`,
  overrideTimesPaired: (day: string) => `${day} needs both a start and an end time, or neither for a day off.`,
  badWeekday: 'weekday must be a whole number from 1 (Monday) to 7 (Sunday).',
  badDay: 'day must be a calendar day such as 2026-03-14.',
  tooManyRows: `At most ${MAX_AVAILABILITY_ROWS} stretches of hours can be saved.`,
  wholeNumber: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}.`,
  slotStep: 'slotStepMinutes must be 5, 10, 15, 20, 30 or 60.',
  locationNotText: 'The meeting link or place must be text.',
  locationTooLong: `The meeting link or place can be at most ${MAX_LOCATION} characters.`,
  badProductId: 'productId must be the id of a product.',
  badInstant: (field: string) => `${field} must be a date and time such as 2026-03-14T09:00:00Z.`,
  windowBackwards: '"to" must be after "from".',
  windowTooLong: `Times can be listed for at most ${MAX_SLOTS_DAYS} days at once.`,
  // the booking's life (book, hold through checkout, move, cancel)
  notAvailable: 'This time is not available. Please choose another.',
  justTaken: 'This time was just taken. Please choose another.',
  bookingNotFound: 'This booking no longer exists.',
  notConfirmed: 'Only a booked session can be changed.',
  alreadyStarted: 'This session has already started.',
  freeAlreadyBooked: 'You already have this call booked. You can move it from your account.',
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
