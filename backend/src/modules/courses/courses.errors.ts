// The messages of the courses module, each a sentence a person can read.
export const CoursesErrors = {
  courseNotFound: 'This course no longer exists.',
} as const;
