export const ContactErrors = {
  messageNotFound: 'This message does not exist (any more).',
  notHeld: 'This message is not held back (any more): it is already in the inbox.',
  replyIdTaken: 'This replyId belongs to a reply to another message. Make a new one for each reply.',
} as const;
