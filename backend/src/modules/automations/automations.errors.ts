// The messages of the automations module, each a sentence a person can read.
export const MAX_CONDITIONS = 20;
export const MAX_STEPS = 30;
export const MAX_CSV_LINES = 50_000;
export const MAX_CLOCK_HOURS = 24 * 400;

export const AutomationErrors = {
  tag: 'A tag is 1 to 40 characters: letters, digits, spaces, - and _.',
  emails: 'emails must be a list of 1 to 1000 e-mail addresses.',
  csvEmpty: 'The CSV has no lines: give a header line "email,tags" and a line per person.',
  csvHeader:
    'The CSV must start with a header line naming an "email" column (and a "tags" column unless a tag is given).',
  csvTooLong: `The CSV has more than ${MAX_CSV_LINES} lines: split it.`,
  // segments
  filter: 'filter must be an object: { "match": "all" or "any", "conditions": [ … ] }.',
  match: 'match must be "all" or "any".',
  conditions: `conditions must be a list of 1 to ${MAX_CONDITIONS} conditions.`,
  conditionType: (type: unknown, known: string[]) =>
    `Condition type "${String(type)}" is unknown: use one of ${known.join(', ')}.`,
  condition: (index: number, reason: string) => `Condition ${index + 1}: ${reason}`,
  segmentName: 'name must be text of 1 to 100 characters.',
  sequenceName: 'name must be text of 1 to 100 characters.',
  segmentNameTaken: (name: string) => `A segment named "${name}" exists already: choose another name.`,
  segmentNotFound: 'This segment does not exist.',
  segmentInUse: (by: string) => `This segment is used by ${by}: change that first.`,
  // sequences
  sequenceNotFound: 'This sequence does not exist.',
  triggerType: (known: readonly string[]) => `trigger.type must be one of ${known.join(', ')}.`,
  triggerProduct: (type: string) => `A "${type}" trigger needs the productId of an existing product.`,
  triggerTag: 'A "tag-added" trigger needs its tag.',
  steps: `steps must be a list of 1 to ${MAX_STEPS} steps.`,
  stepType: (index: number) =>
    `Step ${index + 1}: type must be one of wait, email, add-tag, remove-tag, exit-if-bought.`,
  step: (index: number, reason: string) => `Step ${index + 1}: ${reason}`,
  stepId: (id: unknown) => `Step id ${String(id)} is not a step of this sequence.`,
  waitAmount: 'amount must be a whole number from 1 to 365.',
  waitUnit: 'unit must be "hours" or "days".',
  waitAt: 'at must be a time of day such as 09:00.',
  emailSubject: 'subject must be text of 1 to 200 characters.',
  emailBody: 'body must be the e-mail’s text (HTML from the editor), at most 100,000 characters.',
  productMissing: (id: number) => `Product #${id} does not exist.`,
  status: 'status must be "active" or "paused".',
  noEmailStep: 'Add at least one "email" step before activating the sequence.',
  // broadcasts
  broadcastNotFound: 'This broadcast does not exist.',
  broadcastSent: 'This broadcast has been sent: it can no longer be changed.',
  scheduleAt: 'at must be a date and time (ISO 8601), now or later.',
  noOwnerAddress: 'Your account has no address to send the test to.',
  // lead magnets
  leadMagnetNotFound: 'This guide does not exist or is no longer offered.',
  slug: 'slug must be 1 to 80 lower-case letters, digits and dashes.',
  slugTaken: (slug: string) => `A lead magnet with the address /free/${slug} exists already.`,
  leadMagnetTitle: 'title must be text of 1 to 150 characters.',
  leadMagnetDescription: 'description must be text of at most 1000 characters.',
  leadMagnetProduct: 'productId must be a digital product with a file to download.',
  sequenceMissing: (id: number) => `Sequence #${id} does not exist.`,
  sequenceDraft: (id: number) =>
    `Sequence #${id} is a draft: activate it first (a draft enters nobody, so people who confirm would get no sequence).`,
  claimToken: 'This link is not valid or has expired: ask for the guide again.',
  claimNotConfirmed: 'Confirm your address with the link in your e-mail first.',
  // tracking and the clock
  tracking: 'tracking must be true or false.',
  clockHours: `hours must be a whole number from 1 to ${MAX_CLOCK_HOURS}.`,
  clockInProduction: 'The automations clock cannot be moved in production.',
  unsubscribeToken: 'This unsubscribe link is not valid.',
  leaveSequenceToken: 'This link to stop the series is not valid, or the series no longer exists.',
};
