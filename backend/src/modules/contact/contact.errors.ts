export const ContactErrors = {
  messageNotFound: 'This message does not exist (any more).',
  notHeld: 'This message is not held back (any more): it is already in the inbox.',
  replyIdTaken: 'This replyId belongs to a reply to another message. Make a new one for each reply.',
  replyIdOtherWords:
    'A reply with this replyId was already sent with other words. Reload the message to see it, then write a new reply.',
} as const;
