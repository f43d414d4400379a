// The messages of the courses module, each a sentence a person can read.
export const CoursesErrors = {
  courseNotFound: 'This course no longer exists.',
  lessonNotFound: 'This lesson is not part of the course.',
  signInToOpen: 'Please sign in to open this lesson.',
  notEnrolled: "This lesson is for the course's students. Enrol to open it.",
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

// "This lesson opens on Tuesday, March 10, 2026 at 6:00 AM." (the date in the site's time zone)
export function lessonOpensMessage(opensAt: Date, timeZone: string, hour: number): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(opensAt);
  return `This lesson opens on ${day} at ${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}.`;
}
