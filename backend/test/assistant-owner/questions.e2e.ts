import { asked, assistantBed, conversation, type Source } from './assistant-helpers';

const QUESTIONS = '/api/admin/assistant/questions';
const refunds: Source = { source: 'legal', label: 'Legal page', title: 'Refund policy', url: '/refund-policy' };
const course: Source = { source: 'courses', label: 'Course', title: 'Founder Foundations', url: '/courses/ff' };
const shipping: Source = { source: 'shop', label: 'Shop', title: 'Shipping', url: '/products' };

// What the owner reads of the questions visitors asked: the list by status, a page at a time, and
// the figures of the last days.
describe('the questions asked of the assistant', () => {
  const bed = assistantBed();

  it('lists the unanswered ones by default, newest first, with their conversation’s facts', async () => {
    const { t, admin } = bed;
    const anonymous = await conversation(t, { handedOver: true, handoverEmail: 'ada@example.com' });
    const userId = (await admin.get('/api/auth/user').expect(200)).body.id as number;
    const account = await conversation(t, { userId });
    const older = await asked(t, anonymous, { question: 'Can I pay by invoice?', at: 1 });
    const answered = await asked(t, account, { question: 'Refunds?', answered: true, sources: [refunds], at: 2 });
    const newer = await asked(t, account, { question: 'Do you coach teams?', at: 3 });

    const unanswered = await admin.get(QUESTIONS).expect(200);
    expect(unanswered.headers['x-total-count']).toBe('2');
    expect(unanswered.body).toEqual([
      {
        id: newer,
        askedAt: expect.any(String),
        question: 'Do you coach teams?',
        answer: 'I could not find that on the site.',
        answered: false,
        sources: [],
        faqId: null,
        conversationId: account,
        handedOver: false,
        signedIn: true,
      },
      expect.objectContaining({ id: older, conversationId: anonymous, handedOver: true, signedIn: false }),
    ]);
    const answeredOnes = (await admin.get(`${QUESTIONS}?status=answered`).expect(200)).body;
    expect(answeredOnes).toEqual([expect.objectContaining({ id: answered, answered: true, sources: [refunds] })]);
    const all = await admin.get(`${QUESTIONS}?status=all`).expect(200);
    expect(all.body.map((q: { id: number }) => q.id)).toEqual([newer, answered, older]);
    expect(all.headers['x-total-count']).toBe('3');
  });

  it('pages by cursor: every question once, in order, and the last page has no next', async () => {
    const { t, admin } = bed;
    const c = await conversation(t);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await asked(t, c, { question: `Question ${i}`, at: i }));
    // two asked in the same microsecond: the id orders them
    await t.dataSource.query(
      'UPDATE assistant_questions SET asked_at = (SELECT max(asked_at) FROM assistant_questions)',
    );
    const seen: number[] = [];
    let url: string | null = `${QUESTIONS}?limit=2`;
    while (url) {
      const res = await admin.get(url).expect(200);
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.body.map((q: { id: number }) => q.id));
      const cursor = res.headers['x-next-cursor'] as string | undefined;
      url = cursor ? `${QUESTIONS}?limit=2&cursor=${cursor}` : null;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses an unknown status and a bad cursor with a sentence', async () => {
    const { admin } = bed;
    expect((await admin.get(`${QUESTIONS}?status=open`).expect(400)).body.message).toBe(
      'status must be "unanswered", "answered" or "all".',
    );
    expect((await admin.get(`${QUESTIONS}?cursor=nonsense!`).expect(400)).body.message).toMatch(/^cursor is not valid/);
  });

  it('sums up the last 30 days: asked, answered, not, handed over, answered since, the top sources', async () => {
    const { t, admin } = bed;
    const recent = await conversation(t, { handedOver: true });
    const quiet = await conversation(t);
    const old = await conversation(t, { daysAgo: 40, handedOver: true });
    await asked(t, recent, { question: 'Refunds?', answered: true, sources: [refunds, course] });
    await asked(t, recent, { question: 'Refund window?', answered: true, sources: [refunds] });
    await asked(t, quiet, { question: 'Shipping?', answered: true, sources: [shipping, refunds] });
    await asked(t, quiet, { question: 'Courses?', answered: true, sources: [course] });
    const open = await asked(t, quiet, { question: 'Invoices?' });
    await asked(t, quiet, { question: 'Teams?', daysAgo: 2 });
    await asked(t, old, { question: 'Long ago?', answered: true, sources: [shipping], daysAgo: 40 });
    await admin
      .post('/api/admin/assistant/faq', { question: 'Invoices?', answer: 'Yes.', questionId: open })
      .expect(201);

    expect((await admin.get('/api/admin/assistant/summary').expect(200)).body).toEqual({
      days: 30,
      asked: 6,
      answered: 4,
      unanswered: 2,
      handedOver: 1,
      answeredSince: 1,
      topSources: [
        { title: 'Refund policy', url: '/refund-policy', count: 3 },
        { title: 'Founder Foundations', url: '/courses/ff', count: 2 },
        { title: 'Shipping', url: '/products', count: 1 },
      ],
    });
    const longer = (await admin.get('/api/admin/assistant/summary?days=60').expect(200)).body;
    expect(longer).toMatchObject({ days: 60, asked: 7, handedOver: 2 });
    expect(longer.topSources[2]).toEqual({ title: 'Shipping', url: '/products', count: 2 });
    for (const days of ['0', '366', 'x', '1.5'])
      expect((await admin.get(`/api/admin/assistant/summary?days=${days}`).expect(400)).body.message).toBe(
        'days must be a whole number from 1 to 365.',
      );
  });
});
