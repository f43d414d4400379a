import { createServer, type Server } from 'node:http';
import { GEMINI_OPTIONS } from '../../src/modules/chat/answers/gemini-assistant';
import { newClient } from '../support/client';
import { createTestApp, type TestApp } from '../support/test-app';
import { ask, registerTestFacts } from './chat-helpers';

interface GeminiCall {
  url: string;
  body: { contents: { role: string; parts: { text: string }[] }[]; systemInstruction?: { parts: { text: string }[] } };
}

// Gemini (the official SDK against a loopback fake) words the answer from the passages the search
// found, and from them alone: an amount of money they do not have sends the built-in assistant's
// quotation instead, "I don't know that." is taken at its word, and a question the facts do not
// answer never reaches the model.
describe('the assistant through Gemini', () => {
  let fake: Server;
  let t: TestApp;
  let reply: string | 'fail' | 'slow' = '';
  const calls: GeminiCall[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        calls.push({ url: req.url ?? '', body: JSON.parse(raw || '{}') });
        if (reply === 'fail') {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          return res.end(JSON.stringify({ error: { code: 500, message: 'internal', status: 'INTERNAL' } }));
        }
        const answer = () => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              candidates: [{ content: { role: 'model', parts: [{ text: reply }] }, finishReason: 'STOP' }],
            }),
          );
        };
        // past the assistant's timeout (1 s here); the socket is closed with the server
        if (reply === 'slow') setTimeout(answer, 3000).unref();
        else answer();
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const env = {
      GEMINI_API_KEY: 'test-key',
      GEMINI_BASE_URL: `http://127.0.0.1:${(fake.address() as { port: number }).port}`,
      GEMINI_MODEL: 'gemini-test',
    };
    t = await createTestApp({ env, overrides: [[GEMINI_OPTIONS, { timeoutMs: 1000 }]] });
    await registerTestFacts(t);
  });
  afterAll(async () => {
    await t.close();
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('grounds the model on the passages found, sends the history, and relays its answer with its links', async () => {
    reply = 'The retreat lasts 3 days and costs $1,450: see [The Zephyr Retreat](/zephyr-retreat).';
    const client = await newClient(t);
    const history = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! Ask me about the products.' },
    ];
    const answer = (
      await client.post('/api/chat', { message: 'How long is the Zephyr retreat?', conversationHistory: history })
    ).body;
    expect(answer).toMatchObject({ message: reply, answered: true });
    expect(answer.sources).toEqual([{ title: 'The Zephyr Retreat', url: '/zephyr-retreat' }]);
    const call = calls.at(-1)!;
    expect(call.url).toContain('/models/gemini-test:generateContent');
    expect(call.body.contents.map((c) => [c.role, c.parts[0].text])).toEqual([
      ['user', 'Hi'],
      ['model', 'Hello! Ask me about the products.'],
      ['user', 'How long is the Zephyr retreat?'],
    ]);
    const instruction = call.body.systemInstruction!.parts[0].text;
    expect(instruction).toContain('Answer ONLY from the numbered passages below');
    expect(instruction).toContain(
      '[1] The Zephyr Retreat (/zephyr-retreat): The Zephyr Retreat is a three-day retreat in Lisbon for $1,450.',
    );
  });

  it('answers with the passages’ own words when the model names a price they do not have', async () => {
    reply = 'The retreat costs $990.';
    const answer = await ask(await newClient(t), 'How much is the Zephyr retreat?');
    expect(answer.answered).toBe(true);
    expect(answer.message).not.toContain('$990');
    expect(answer.message).toContain('$1,450');
    expect(answer.message).toContain('[The Zephyr Retreat](/zephyr-retreat)');
  });

  it("takes the model's 'I don't know that.' at its word, and never asks it what the facts do not answer", async () => {
    reply = "I don't know that.";
    const unsure = await ask(await newClient(t), 'Is the Zephyr retreat suitable for children?');
    expect(unsure.answered).toBe(false);
    expect(unsure.message).toContain('[contact form](/contact)');
    const asked = calls.length;
    const unknown = await ask(await newClient(t), 'Do you sell quantum chromodynamics textbooks in Bitcoin?');
    expect(unknown.answered).toBe(false);
    expect(calls.length).toBe(asked);
  });

  it.each(['fail', 'slow'] as const)(
    'turns a %s Gemini into a 502 the widget shows as its failure bubble',
    async (mode) => {
      reply = mode;
      const res = await (
        await newClient(t)
      )
        .post('/api/chat', { message: 'How long is the Zephyr retreat?' })
        .expect(502);
      expect(res.body.message).toBe('The assistant is not available right now. Please try again in a moment.');
    },
  );
});
