import { account, signedIn } from '../support/client';
import { asked, assistantBed, conversation } from './assistant-helpers';

// An account's conversations with the assistant: in its data export, and gone with it.
describe('the assistant’s part of an account’s data', () => {
  const bed = assistantBed();

  it('exports the account’s conversations with their questions, answers and times, and nobody else’s', async () => {
    const { t } = bed;
    const client = await signedIn(t, 'customer');
    const userId = (await client.get('/api/auth/user').expect(200)).body.id as number;
    const mine = await conversation(t, { userId, handedOver: true, handoverEmail: 'me@example.com' });
    await asked(t, mine, { question: 'Refunds?', answered: true, answer: 'Yes, 30 days.', at: 1 });
    await asked(t, mine, { question: 'Invoices?', at: 2 });
    await asked(t, await conversation(t), { question: 'Someone else’s?' });

    const data = JSON.parse((await client.get('/api/account/export').buffer(true).expect(200)).text);
    expect(data.assistant).toEqual([
      {
        startedAt: expect.any(String),
        lastAt: expect.any(String),
        handedOverAt: expect.any(String),
        handoverEmail: 'me@example.com',
        questions: [
          { askedAt: expect.any(String), question: 'Refunds?', answer: 'Yes, 30 days.' },
          { askedAt: expect.any(String), question: 'Invoices?', answer: 'I could not find that on the site.' },
        ],
      },
    ]);
    const stranger = await signedIn(t, 'customer');
    expect(JSON.parse((await stranger.get('/api/account/export').buffer(true).expect(200)).text).assistant).toEqual([]);
  });

  it('goes with the account: its conversations and those handed over under its address', async () => {
    const { t } = bed;
    const who = account();
    const client = await signedIn(t, 'customer', who);
    const userId = (await client.get('/api/auth/user').expect(200)).body.id as number;
    await asked(t, await conversation(t, { userId }), { question: 'Mine?' });
    await conversation(t, { handedOver: true, handoverEmail: who.email.toUpperCase() });
    const other = await conversation(t, { handedOver: true, handoverEmail: 'someone@example.com' });
    await client.post('/api/account/delete', { password: who.password }).expect(200);
    const left = (await t.dataSource.query('SELECT id FROM assistant_conversations')) as { id: string }[];
    expect(left.map((r) => r.id)).toEqual([other]);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM assistant_questions')).toEqual([{ n: 0 }]);
  });
});
