export const ChatErrors = {
  unavailable: 'The assistant is not available right now. Please try again in a moment.',
  historyTooLong: 'The conversation is too long. Please start a new chat.',
  conversationGone: 'This conversation is no longer kept. Please ask your question again, or use the contact form.',
  alreadyHandedOver: 'This conversation was already sent to the owner. They will reply by e-mail.',
} as const;

export const HANDED_OVER = 'Sent. The owner will reply to you by e-mail, usually within 24 hours.';
