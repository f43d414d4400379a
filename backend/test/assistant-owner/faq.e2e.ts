import { asked, assistantBed, conversation, faqIdsOf, faqPassages } from './assistant-helpers';

const FAQ = '/api/admin/assistant/faq';
const MISSING = 2_147_483_000;
const refunds = { question: 'Do you offer refunds?', answer: 'Yes, within 30 days, in full.', link: '/refund-policy' };

// The owner's FAQ: written through the admin routes, in the assistant's index as soon as the
// route answers, and marking the asked questions it answers.
describe('the assistant’s FAQ', () => {
  const bed = assistantBed();

  it('is created, listed newest first, changed and deleted; a blank link is none', async () => {
    const { admin } = bed;
    const first = (await admin.post(FAQ, refunds).expect(201)).body;
    expect(first).toEqual({
      id: expect.any(Number),
      ...refunds,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = (
      await admin.post(FAQ, { question: '  Where are you based?  ', answer: 'In Lisbon.', link: '  ' }).expect(201)
    ).body;
    expect(second).toMatchObject({ question: 'Where are you based?', answer: 'In Lisbon.', link: null });
    expect((await admin.get(FAQ).expect(200)).body.map((e: { id: number }) => e.id)).toEqual([second.id, first.id]);

    const changed = (
      await admin
        .send('put', `${FAQ}/${first.id}`, { ...refunds, answer: 'Yes, 60 days.', link: 'https://example.org/refunds' })
        .expect(200)
    ).body;
    expect(changed).toMatchObject({ id: first.id, answer: 'Yes, 60 days.', link: 'https://example.org/refunds' });
    await admin.send('delete', `${FAQ}/${first.id}`).expect(204);
    expect((await admin.get(FAQ).expect(200)).body).toEqual([expect.objectContaining({ id: second.id })]);
  });

  it('refuses what is not a question, a plain-text answer and a link with a sentence, writing nothing', async () => {
    const { admin } = bed;
    const refused = async (body: object, message: string) =>
      expect((await admin.post(FAQ, body).expect(400)).body.message).toBe(message);
    await refused({ ...refunds, question: '   ' }, 'question must be text of 1 to 300 characters.');
    await refused({ ...refunds, question: 'x'.repeat(301) }, 'question must be text of 1 to 300 characters.');
    await refused({ ...refunds, answer: undefined }, 'answer must be text of 1 to 2000 characters.');
    await refused({ ...refunds, answer: 'y'.repeat(2001) }, 'answer must be text of 1 to 2000 characters.');
    await refused(
      { ...refunds, answer: 'Yes, <b>always</b>.' },
      'answer must be plain text: HTML tags are not shown to visitors.',
    );
    const badLink = 'link must be a path on this site starting with / or an https:// address, at most 500 characters.';
    for (const link of ['refund-policy', '//evil.example', 'http://example.org', 'javascript:alert(1)', '/a b'])
      await refused({ ...refunds, link }, badLink);
    await refused({ ...refunds, link: `/${'a'.repeat(500)}` }, badLink);
    await refused({ ...refunds, questionId: 'one' }, 'questionId must be the id of an asked question.');
    expect((await admin.get(FAQ).expect(200)).body).toEqual([]);

    const entry = (await admin.post(FAQ, refunds).expect(201)).body;
    expect((await admin.send('put', `${FAQ}/${entry.id}`, { ...refunds, question: '' }).expect(400)).body.message).toBe(
      'question must be text of 1 to 300 characters.',
    );
  });

  it('answers 404 for an entry that is not there (any more)', async () => {
    const { admin } = bed;
    const gone = 'This FAQ entry does not exist (any more).';
    expect((await admin.send('put', `${FAQ}/${MISSING}`, refunds).expect(404)).body.message).toBe(gone);
    expect((await admin.send('delete', `${FAQ}/${MISSING}`).expect(404)).body.message).toBe(gone);
  });

  it('is in the assistant’s index once the route answers: a new entry, its edit, its deletion', async () => {
    const { t, admin } = bed;
    const entry = (await admin.post(FAQ, refunds).expect(201)).body;
    expect(await faqPassages(t)).toEqual([
      {
        key: `faq:${entry.id}`,
        title: 'Do you offer refunds?',
        url: '/refund-policy',
        body: 'Yes, within 30 days, in full.',
        // the question's words (the index may add words they imply)
        keywords: expect.stringContaining('do you offer refunds'),
      },
    ]);
    await admin.send('put', `${FAQ}/${entry.id}`, { question: 'Can I get my money back?', answer: 'Yes.' }).expect(200);
    expect(await faqPassages(t)).toEqual([
      {
        key: `faq:${entry.id}`,
        title: 'Can I get my money back?',
        url: '',
        body: 'Yes.',
        keywords: expect.stringContaining('can i get my money back'),
      },
    ]);
    await admin.send('delete', `${FAQ}/${entry.id}`).expect(204);
    expect(await faqPassages(t)).toEqual([]);
  });

  it('made for an asked question marks it and its unanswered twins of the same text, not the others', async () => {
    const { t, admin } = bed;
    const c = await conversation(t);
    const question = await asked(t, c, { question: 'Do you ship to Canada?' });
    const twin = await asked(t, await conversation(t), { question: '  do you SHIP to canada? ' });
    const answeredTwin = await asked(t, c, { question: 'Do you ship to Canada?', answered: true });
    const other = await asked(t, c, { question: 'Do you ship to Mexico?' });
    const entry = (
      await admin.post(FAQ, { question: 'Do you ship to Canada?', answer: 'Yes.', questionId: question }).expect(201)
    ).body;
    expect(await faqIdsOf(t, [question, twin, answeredTwin, other])).toEqual([entry.id, entry.id, null, null]);

    expect((await admin.post(FAQ, { ...refunds, questionId: MISSING }).expect(404)).body.message).toBe(
      'This question does not exist (any more): it may have been deleted with its conversation.',
    );
    // nothing of the refused entry stays
    expect((await admin.get(FAQ).expect(200)).body).toEqual([expect.objectContaining({ id: entry.id })]);
    // a deleted entry leaves its questions unanswered again
    await admin.send('delete', `${FAQ}/${entry.id}`).expect(204);
    expect(await faqIdsOf(t, [question, twin])).toEqual([null, null]);
  });

  it('made twice at once for the same question: both are made, the question carries one of them', async () => {
    const { t, admin } = bed;
    const c = await conversation(t);
    const question = await asked(t, c, { question: 'Do you coach teams?' });
    const twins = await Promise.all([1, 2, 3].map(() => asked(t, c, { question: 'Do you coach teams?' })));
    const body = { question: 'Do you coach teams?', answer: 'Yes, up to twelve people.', questionId: question };
    const made = await Promise.all([admin.post(FAQ, body), admin.post(FAQ, body)]);
    expect(made.map((res) => res.status)).toEqual([201, 201]);
    const ids = made.map((res) => res.body.id as number);
    const marks = await faqIdsOf(t, [question, ...twins]);
    expect(ids).toContain(marks[0]);
    expect(new Set(marks).size).toBe(1);
    expect((await faqPassages(t)).map((p) => p.key).sort()).toEqual(ids.map((id) => `faq:${id}`).sort());
  });
});
