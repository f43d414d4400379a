// The messages of the courses module, each a sentence a person can read.
export const CoursesErrors = {
  courseNotFound: 'This course no longer exists.',
  dripStopLinkInvalid: 'This link is not valid. It may have been copied incompletely.',
  dripStopLinkGone: 'You are no longer enrolled in this course, so there are no e-mails to stop.',
} as const;
