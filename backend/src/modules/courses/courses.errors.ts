import { wallTimeIn } from '@coach/shared';

// The messages of the courses module, each a sentence a person can read.
export const MAX_TITLE = 200;
export const MAX_BODY = 200_000;
export const MAX_DRIP_DAYS = 3650;

export const CoursesErrors = {
  courseNotFound: 'This course no longer exists.',
  moduleNotFound: 'This module no longer exists.',
  lessonNotFound: 'This lesson no longer exists.',
  attachmentNotFound: 'This attachment no longer exists.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title can be at most ${MAX_TITLE} characters.`,
  bodyNotText: 'The lesson text must be text.',
  bodyTooLong: `The lesson text can be at most ${MAX_BODY.toLocaleString('en-US')} characters.`,
  dripDays: `Drip days must be a whole number from 0 to ${MAX_DRIP_DAYS}.`,
  status: 'Status must be draft or published.',
  freePreview: 'Free preview must be true or false.',
  videoUrlNotText: 'The video link must be text.',
  badVideoLink: 'Please paste a YouTube or Vimeo link.',
  badOrder: 'The order must list every module and lesson of this course once.',
  badVideoType: 'Only MP4, WebM, MOV or M4V videos can be uploaded.',
  badAttachmentType: 'Only PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB files can be attached.',
  videoTooLarge: (mb: number) => `Videos can be up to ${mb} MB.`,
  attachmentTooLarge: (mb: number) => `Attachments can be up to ${mb} MB.`,
  signInToOpen: 'Please sign in to open this lesson.',
  notEnrolled: "This lesson is for the course's students. Enrol to open it.",
  paused:
    'An instalment of this course is overdue, so it is paused: update your card under Payment plans in your account to open it again.',
  notEnrolledInCourse: "This is for the course's students. Enrol to open it.",
  certificateNotReady: 'Finish every lesson to get your certificate.',
  mediaLinkInvalid: 'This link is not valid. Open the lesson again to get a new one.',
  mediaLinkExpired: 'This link has expired. Open the lesson again to get a new one.',
  mediaKindUnknown: 'kind must be video or attachment',
  mediaNotFound: 'This file is no longer part of the lesson.',
  noAccountForEmail: 'No account uses this e-mail address.',
  alreadyEnrolled: 'This person is already enrolled.',
  studentNotFound: 'This person is not enrolled in this course.',
  dripStopLinkInvalid: 'This link is not valid. It may have been copied incompletely.',
  dripStopLinkGone: 'You are no longer enrolled in this course, so there are no e-mails to stop.',
} as const;

// "This lesson opens on Tuesday, March 10, 2026 at 6:00 AM New York time." (the site's time zone)
export function lessonOpensMessage(opensAt: Date, timeZone: string, hour: number): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(opensAt);
  return `This lesson opens on ${day} at ${wallTimeIn(hour, 0, timeZone)}.`;
}
