import { bounceOf } from './mail-bounce';

// nodemailer's error for an SMTP answer: its code, the command it answered and the answer's text
const smtp = (responseCode: number, command: string, response = `${responseCode} No`) =>
  Object.assign(new Error(response), { responseCode, command, response });

describe('bounceOf: what an SMTP answer says of the recipient', () => {
  it('takes a 5xx answer to RCPT TO as a hard bounce and a 4xx as a soft one, with the answer', () => {
    expect(bounceOf(smtp(550, 'RCPT TO', '550 5.1.1 No such user'))).toEqual({
      type: 'hard',
      detail: '550 5.1.1 No such user',
    });
    expect(bounceOf(smtp(451, 'RCPT TO', '451 Try later'))).toEqual({ type: 'soft', detail: '451 Try later' });
  });

  it('takes an answer to DATA as the address’s unless its enhanced code says it is about the message', () => {
    expect(bounceOf(smtp(552, 'DATA', '552 5.2.2 Mailbox full'))).toMatchObject({ type: 'hard' });
    expect(bounceOf(smtp(554, 'DATA', '554 Transaction failed'))).toMatchObject({ type: 'hard' });
    expect(bounceOf(smtp(550, 'DATA', '550 5.7.1 Message content rejected'))).toBeNull();
    expect(bounceOf(smtp(451, 'DATA', '451 4.3.0 Local error'))).toBeNull();
  });

  it('says nothing of the address for the site’s own trouble: a refused login or sender, a lost connection', () => {
    expect(bounceOf(smtp(535, 'AUTH PLAIN', '535 Authentication failed'))).toBeNull();
    expect(bounceOf(smtp(550, 'MAIL FROM', '550 Sender rejected'))).toBeNull();
    expect(
      bounceOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION', command: 'CONN' })),
    ).toBeNull();
    expect(bounceOf(new Error('A test mail must carry List-Unsubscribe'))).toBeNull();
    expect(bounceOf(null)).toBeNull();
  });

  it('keeps the answer short', () => {
    expect(bounceOf(smtp(550, 'RCPT TO', `550 ${'x'.repeat(1000)}`))!.detail).toHaveLength(300);
  });
});
