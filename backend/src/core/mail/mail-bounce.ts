// What an SMTP answer says about the recipient's address, if anything. Only answers to RCPT TO and
// DATA speak of it: a refused login (AUTH), sender (MAIL FROM) or connection is the site's or the
// server's trouble, and says nothing of the reader. At DATA, an enhanced status code other than
// x.1.x (address) or x.2.x (mailbox), e.g. 5.7.1 "content rejected", is about this message, not
// the address; without one the answer is taken as the address's.
export type Bounce = { type: 'hard' | 'soft'; detail: string };

interface SmtpError {
  responseCode?: unknown;
  command?: unknown;
  response?: unknown;
}

// the answer kept as the reason an address stopped: the server's own words, short
export const BOUNCE_DETAIL_MAX = 300;

export function bounceOf(error: unknown): Bounce | null {
  if (typeof error !== 'object' || error === null) return null;
  const { responseCode: code, command, response } = error as SmtpError;
  if (typeof code !== 'number' || code < 400 || code >= 600) return null;
  if (command !== 'RCPT TO' && command !== 'DATA') return null;
  const answer = typeof response === 'string' ? response.trim() : String(code);
  const enhanced = /^\d{3}[ -]([245])\.(\d{1,3})\.\d{1,3}\b/.exec(answer);
  if (command === 'DATA' && enhanced && enhanced[2] !== '1' && enhanced[2] !== '2') return null;
  return { type: code >= 500 ? 'hard' : 'soft', detail: answer.slice(0, BOUNCE_DETAIL_MAX) };
}
