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
  noFile: 'Please choose a file to upload.',
  badVideoType: 'Only MP4, WebM, MOV or M4V videos can be uploaded.',
  badAttachmentType: 'Only PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB files can be attached.',
  contentMismatch: (name: string, ext: string) =>
    `"${name}" is not really a .${ext} file: its content is something else. Please upload a real .${ext} file.`,
  videoTooLarge: (mb: number) => `Videos can be up to ${mb} MB.`,
  attachmentTooLarge: (mb: number) => `Attachments can be up to ${mb} MB.`,
} as const;
