// The messages of the owner's side of the assistant (its FAQ, the questions asked, its settings),
// each a sentence a person can read.
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 2000;
export const FAQ_LINK_MAX = 500;
export const RETENTION_DAYS_MAX = 730;
export const SUMMARY_DAYS_MAX = 365;

export const AssistantOwnerErrors = {
  question: `question must be text of 1 to ${FAQ_QUESTION_MAX} characters.`,
  answer: `answer must be text of 1 to ${FAQ_ANSWER_MAX} characters.`,
  answerHtml: 'answer must be plain text: HTML tags are not shown to visitors.',
  link: `link must be a path on this site starting with / or an https:// address, at most ${FAQ_LINK_MAX} characters.`,
  questionId: 'questionId must be the id of an asked question.',
  faqNotFound: 'This FAQ entry does not exist (any more).',
  questionNotFound: 'This question does not exist (any more): it may have been deleted with its conversation.',
  status: 'status must be "unanswered", "answered" or "all".',
  days: `days must be a whole number from 1 to ${SUMMARY_DAYS_MAX}.`,
  retentionDays: `retentionDays must be a whole number of days from 1 to ${RETENTION_DAYS_MAX}.`,
};
