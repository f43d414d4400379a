#!/usr/bin/env node
// How well the site assistant answers from the site's facts: every question of
// assistant-eval.json asked of the built backend (make build), started as `make run` starts it
// (bootstrap's startServer) on a throwaway database with the demo content seeded, once the
// assistant's index (chat's KnowledgeIndex) has read every source. Prints
//   - answerable: "right N/M (P%)": answered (`answered` true) and every mustContain in the
//     message, case-insensitive (an entry of mustContain that is a list is a choice: any one of
//     its texts will do), and how often the sources named the page `source` gives (a list: any);
//   - unanswerable: "said I don't know N/M", and "wrong facts: K": an unanswerable question that
//     was answered, a text of its mustNotContain in the answer (what the assistant must not tell
//     anybody: a members-only post's body, a lesson's text), and any answer with a $ price that is
//     in no price of the demo data (products, plans, tiers, shipping) nor in a text of the facts;
//   - follow-ups: the last turn of each, scored as an answerable one, the turns before it sent as
//     the conversation (conversationHistory and conversationId as the previous answer gave them);
//   - time per answer: median, p95 and max in ms over every question asked (after one untimed
//     warm-up question);
// then every miss: the question, what was expected and the answer (shortened), for tuning.
// An answer without `answered` (the assistant before the facts-first rebuild) counts as answered
// unless its message (or its second sentence) starts with "I don't know" or "I could not find";
// without `sources`, its Markdown links to site paths stand for them.
//
// The questions go to ChatService.answer(message, history, conversationId) in the app, not through
// POST /api/chat: the route allows 30 questions per IP in 10 minutes, and the app has no switch to
// raise that (the tests delete rate_limit_hits rows instead). --http asks through POST /api/chat on
// loopback, as the chat widget does (its CSRF cookie and header), deleting the chat's rate-limit
// rows before each question (untimed): the figures then include HTTP, validation and the guards.
//
//   --gemini   the same, with GEMINI_API_KEY set and GEMINI_BASE_URL pointing at a loopback fake
//              Gemini this script starts. The fake is no language model: it answers with the first
//              passage of the system instruction it receives (the first line of a passages/facts/
//              sources section, else the first list item naming a site path, with the lines
//              indented under it) and "I don't know that." when there is none. So what is measured
//              is the pipeline around Gemini: retrieval and its ranking (is the fact in the first
//              passage given?), the grounding sent, the citations and the price check; not what a
//              real model would write. --fake=all answers with every passage instead (is the fact
//              among those given at all?).
//   --http     through POST /api/chat (above)
//   --json     a last line of JSON with the figures and the misses
//   --only=TEXT  only the questions containing TEXT (case-insensitive)
//   --file=PATH  another question set of the same format
// Uses DATABASE_URL (an empty database you may throw away; `node scripts/with-test-database.mjs
// node backend/bench/assistant-eval.bench.mjs` makes one on the local PostgreSQL) or, when it is
// empty, an embedded PostgreSQL in a temp folder. Exits 0 whatever the scores (it is a
// measurement, not a test); 1 only when it could not run.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.resolve(import.meta.dirname, '../dist', p));

const args = process.argv.slice(2);
const gemini = args.includes('--gemini');
const viaHttp = args.includes('--http');
const asJson = args.includes('--json');
const fakeMode = args.find((a) => a.startsWith('--fake='))?.slice(7) ?? 'first';
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  ?.toLowerCase();
const file =
  args.find((a) => a.startsWith('--file='))?.slice(7) ?? path.join(import.meta.dirname, 'assistant-eval.json');

// at the start of the message, or of its second sentence (the built-in assistant before the rebuild
// introduces itself first: "I'm the site's built-in assistant. I could not find that on the site.")
const DONT_KNOW = /^(?:[^.!?\n]*[.!?]\s+)?\W*(i don['’]t know|i do not know|i could not find|i couldn['’]t find)/i;
const SHORT = 220;

// ---- the fake Gemini --------------------------------------------------------------------------

const ITEM = /^\s*(?:[-*•]\s+|\[\d+\]\s*|\d+[.)]\s+)/;
const SITE_PATH = /(?:^|[\s(|:])(\/[a-z0-9][\w\-./]*)(?=[\s)|,;]|$)/i;
const SECTION = /^\s*#*\s*(passages?|facts?|sources?|context|knowledge|excerpts?)\b[^:]*:?\s*$/i;

// The passages of a system instruction, best effort (its format is the assistant's to choose): after
// a line naming a passages/facts/sources section, each list item (or, without items, each paragraph)
// with the lines under it up to a blank line; without such a section, each unindented list item
// that names a site path, with its lines up to a blank line.
function passagesOf(instruction) {
  const lines = instruction.split('\n');
  const section = lines.findIndex((line) => SECTION.test(line));
  const item = (line) => ITEM.test(line) && !/^\s/.test(line);
  const inSection = section >= 0 ? lines.slice(section + 1) : lines;
  const itemised = inSection.some(item);
  const isStart = (line, i) =>
    section >= 0
      ? itemised
        ? item(line)
        : i === 0 || inSection[i - 1].trim() === ''
      : item(line) && SITE_PATH.test(line) && !line.includes('{');
  const passages = [];
  let current = null;
  for (const [i, line] of inSection.entries()) {
    if (line.trim() === '') current = null;
    else if (isStart(line, i)) passages.push((current = [line]));
    else current?.push(line);
  }
  return passages.map((block) => {
    const text = block.map((line) => line.replace(ITEM, '').trim()).join(' ');
    return { text, url: text.match(SITE_PATH)?.[1] ?? null };
  });
}

function fakeReply(instruction) {
  const passages = passagesOf(instruction);
  if (!passages.length) return "I don't know that.";
  const chosen = fakeMode === 'all' ? passages : passages.slice(0, 1);
  return chosen
    .map((p) => (p.url && !p.text.includes(`](${p.url})`) ? `${p.text} [More](${p.url})` : p.text))
    .join('\n\n');
}

async function startFakeGemini() {
  const calls = { count: 0 };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.count++;
      let body = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        // answered below as an empty instruction
      }
      const instruction = (body.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          candidates: [{ content: { role: 'model', parts: [{ text: fakeReply(instruction) }] }, finishReason: 'STOP' }],
        }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    calls,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// ---- the backend --------------------------------------------------------------------------------

async function startBackend(env) {
  const { loadConfig } = dist('core/config/app-config.js');
  const { startServer } = dist('bootstrap.js');
  const work = mkdtempSync(path.join(tmpdir(), 'coach-assistant-eval-'));
  chmodSync(work, 0o755); // the embedded PostgreSQL's user enters it
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    DATA_DIR: work,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    SESSION_SECRET: 'assistant-eval',
    ADMIN_SECRET: 'assistant-eval',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    MAIL_CONCURRENCY: '0',
    ...env,
  });
  const server = await startServer(config).catch((error) => {
    rmSync(work, { recursive: true, force: true });
    throw error;
  });
  return {
    app: server.app,
    port: server.app.getHttpServer().address().port,
    async stop() {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

// every reading of the assistant's sources done: all of them read again now, then the index settled
async function indexReady(app) {
  const { KnowledgeIndex } = dist('modules/chat/knowledge/knowledge-index.js');
  const index = app.get(KnowledgeIndex);
  await index.refreshAll();
  await index.settled();
}

async function rows(ds, sql) {
  try {
    return await ds.query(sql);
  } catch {
    return []; // a table this version does not have
  }
}

const PRICE = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g;
const centsOf = (match) => Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0') || 0);
const pricesIn = (text) => [...String(text ?? '').matchAll(PRICE)].map((m) => ({ text: m[0], cents: centsOf(m) }));

// every amount the demo data holds: the price columns, and any $ amount written in its texts
async function knownPrices(ds) {
  const cents = new Set();
  const add = (value) => value !== null && value !== undefined && cents.add(Number(value));
  for (const p of await rows(ds, 'SELECT price_cents, plan_total_cents, plan_instalments FROM products')) {
    add(p.price_cents);
    add(p.plan_total_cents);
    if (p.plan_total_cents && p.plan_instalments) {
      add(Math.floor(p.plan_total_cents / p.plan_instalments));
      add(Math.ceil(p.plan_total_cents / p.plan_instalments));
    }
  }
  for (const t of await rows(ds, 'SELECT monthly_cents, yearly_cents FROM membership_tiers')) {
    add(t.monthly_cents);
    add(t.yearly_cents);
  }
  for (const s of await rows(ds, 'SELECT shipping_rate_cents FROM shop_settings')) add(s.shipping_rate_cents);
  const texts = [
    'SELECT title || $$ $$ || body AS text FROM assistant_passages',
    'SELECT content AS text FROM legal_pages',
    'SELECT content AS text FROM page_content',
    'SELECT answer AS text FROM assistant_faq',
    'SELECT excerpt || $$ $$ || content AS text FROM blog_posts',
  ];
  for (const sql of texts) for (const { text } of await rows(ds, sql)) for (const p of pricesIn(text)) add(p.cents);
  return cents;
}

// ---- asking -------------------------------------------------------------------------------------

// POST /api/chat as the widget sends it: the CSRF cookie and header from a first read
async function httpAsker(base, ds) {
  const first = await fetch(`${base}/api/auth/user`);
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0]);
  const token = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
  return {
    before: () => ds.query(`DELETE FROM rate_limit_hits WHERE key LIKE 'chat:%'`),
    async ask(message, history, conversationId) {
      const res = await fetch(`${base}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies.join('; '), 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ message, conversationHistory: history, ...(conversationId && { conversationId }) }),
      });
      const body = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error(`${res.status}: ${body.message ?? res.statusText}`);
      return body;
    },
  };
}

function directAsker(app) {
  const { ChatService } = dist('modules/chat/chat.service.js');
  const chat = app.get(ChatService);
  return {
    before: async () => {},
    ask: (message, history, conversationId) => chat.answer(message, history, conversationId),
  };
}

// ---- scoring ------------------------------------------------------------------------------------

const choices = (fact) => (Array.isArray(fact) ? fact : [fact]);
const hasFact = (message, fact) => choices(fact).some((f) => message.toLowerCase().includes(f.toLowerCase()));
const factText = (facts) => facts.map((f) => choices(f).join(' | ')).join(', ');
const answeredOf = (r) => (typeof r.answered === 'boolean' ? r.answered : !DONT_KNOW.test(r.message));
const normalPath = (url) => {
  const p = String(url)
    .replace(/^https?:\/\/[^/]+/, '')
    .split(/[?#]/)[0];
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
};
const sourcesOf = (r) =>
  Array.isArray(r.sources)
    ? r.sources.map((s) => normalPath(s.url))
    : [...r.message.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => normalPath(m[1]));
const short = (text) => {
  const line = String(text).replace(/\s+/g, ' ').trim();
  return line.length > SHORT ? `${line.slice(0, SHORT)}…` : line;
};
const percent = (n, m) => (m ? `${((100 * n) / m).toFixed(0)}%` : '–');
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0;

async function run() {
  const set = JSON.parse(readFileSync(file, 'utf8'));
  const wanted = (q) => !only || q.toLowerCase().includes(only);
  const answerable = (set.answerable ?? []).filter((e) => wanted(e.q));
  const unanswerable = (set.unanswerable ?? []).filter((e) => wanted(e.q));
  const followUps = (set.followUps ?? []).filter((e) => e.turns.some(wanted));

  const fake = gemini ? await startFakeGemini() : null;
  const env = fake ? { GEMINI_API_KEY: 'assistant-eval', GEMINI_BASE_URL: fake.url, GEMINI_MODEL: 'gemini-eval' } : {};
  const started = performance.now();
  const backend = await startBackend(env).catch(async (error) => {
    await fake?.close();
    throw error;
  });
  try {
    const { DataSource } = require('typeorm');
    const ds = backend.app.get(DataSource);
    await indexReady(backend.app);
    const [{ n: passages } = { n: '?' }] = await rows(ds, 'SELECT count(*)::int AS n FROM assistant_passages');
    const prices = await knownPrices(ds);
    const { formatPrice } = dist('modules/commerce/money.js');
    const asker = viaHttp ? await httpAsker(`http://127.0.0.1:${backend.port}`, ds) : directAsker(backend.app);
    const assistant = fake ? `Gemini (loopback fake, ${fakeMode} passage${fakeMode === 'all' ? 's' : ''})` : 'local';
    console.log(
      `Assistant: ${assistant}, asked ${viaHttp ? 'through POST /api/chat' : 'through ChatService.answer'}; ` +
        `${passages} passages indexed; ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const times = [];
    const errors = [];
    const ask = async (message, history = [], conversationId) => {
      await asker.before();
      const t0 = performance.now();
      try {
        const r = await asker.ask(message, history, conversationId);
        times.push(performance.now() - t0);
        return { ...r, message: String(r.message ?? '') };
      } catch (error) {
        times.push(performance.now() - t0);
        errors.push({ q: message, error: error.message });
        return { message: `(error: ${error.message})`, answered: false, failed: true };
      }
    };
    // untimed: the first question loads what the later ones find loaded
    await asker.before();
    await asker.ask('Hello', []).catch(() => {});

    const misses = { answerable: [], sources: [], unanswerable: [], wrongFacts: [], followUps: [] };
    const invented = (r) => pricesIn(r.message).filter((p) => !prices.has(p.cents));
    const checkPrices = (q, r) => {
      const wrong = invented(r);
      if (wrong.length)
        misses.wrongFacts.push({
          q,
          why: `price not in the demo data: ${wrong.map((p) => p.text)}`,
          answer: r.message,
        });
      return wrong.length > 0;
    };

    let right = 0;
    let sourced = 0;
    let withSource = 0;
    for (const e of answerable) {
      const r = await ask(e.q);
      const missing = e.mustContain.filter((f) => !hasFact(r.message, f));
      if (answeredOf(r) && !missing.length) right++;
      else
        misses.answerable.push({
          q: e.q,
          expected: answeredOf(r) ? `missing ${factText(missing)}` : `answered, with ${factText(e.mustContain)}`,
          answer: r.message,
        });
      if (e.source) {
        withSource++;
        const expected = choices(e.source).map(normalPath);
        const got = sourcesOf(r);
        if (got.some((s) => expected.includes(s))) sourced++;
        else
          misses.sources.push({
            q: e.q,
            expected: expected.join(' | '),
            answer: `sources: ${got.join(', ') || 'none'}`,
          });
      }
      checkPrices(e.q, r);
    }

    let dontKnow = 0;
    for (const e of unanswerable) {
      const r = await ask(e.q);
      const answered = answeredOf(r);
      if (!answered) dontKnow++;
      else misses.unanswerable.push({ q: e.q, expected: "I don't know that", answer: r.message });
      const leaked = (e.mustNotContain ?? []).filter((f) => hasFact(r.message, f));
      if (answered) misses.wrongFacts.push({ q: e.q, why: 'answered a question the facts do not answer', above: true });
      else if (leaked.length)
        misses.wrongFacts.push({
          q: e.q,
          why: `told ${factText(leaked)} (${e.why ?? 'not to be told'})`,
          answer: r.message,
        });
      if (!answered) checkPrices(e.q, r);
    }

    let followRight = 0;
    for (const e of followUps) {
      let history = [];
      let conversationId;
      let r;
      for (const turn of e.turns) {
        r = await ask(turn, history, conversationId);
        history = r.conversationHistory ?? [
          ...history,
          { role: 'user', content: turn },
          { role: 'assistant', content: r.message },
        ];
        conversationId = r.conversationId ?? conversationId;
        if (turn !== e.turns.at(-1)) checkPrices(turn, r);
      }
      const missing = e.mustContain.filter((f) => !hasFact(r.message, f));
      if (answeredOf(r) && !missing.length) followRight++;
      else
        misses.followUps.push({
          q: e.turns.join(' → '),
          expected: answeredOf(r) ? `missing ${factText(missing)}` : `answered, with ${factText(e.mustContain)}`,
          answer: r.message,
        });
      checkPrices(e.turns.at(-1), r);
    }

    const sorted = [...times].sort((a, b) => a - b);
    const figures = {
      assistant: fake ? `gemini-fake-${fakeMode}` : 'local',
      via: viaHttp ? 'http' : 'service',
      passages,
      answerable: {
        right,
        total: answerable.length,
        percent: answerable.length ? (100 * right) / answerable.length : null,
      },
      sources: { hit: sourced, total: withSource },
      unanswerable: { dontKnow, total: unanswerable.length },
      wrongFacts: misses.wrongFacts.length,
      followUps: { right: followRight, total: followUps.length },
      ms: {
        median: +quantile(sorted, 0.5).toFixed(1),
        p95: +quantile(sorted, 0.95).toFixed(1),
        max: +(sorted.at(-1) ?? 0).toFixed(1),
        answers: times.length,
      },
      errors: errors.length,
      geminiCalls: fake?.calls.count,
      knownPrices: [...prices].sort((a, b) => a - b).map((c) => formatPrice(c)),
    };

    for (const [title, list] of [
      ['Answerable, wrong', misses.answerable],
      ['Source not cited', misses.sources],
      ["Unanswerable, answered (should say I don't know)", misses.unanswerable],
      ['Wrong facts', misses.wrongFacts],
      ['Follow-ups, wrong', misses.followUps],
    ]) {
      if (!list.length) continue;
      console.log(`\n${title} (${list.length}):`);
      for (const m of list) {
        if (m.above) {
          console.log(`  - ${m.q} (answered: see above)`);
          continue;
        }
        console.log(`  - ${m.q}`);
        console.log(`      expected: ${m.expected ?? m.why}`);
        console.log(`      answer:   ${short(m.answer)}`);
      }
    }
    if (errors.length)
      console.log(`\nErrors (${errors.length}): ${errors.map((e) => `${e.q}: ${e.error}`).join('; ')}`);

    console.log(`\nAssistant: ${figures.assistant} (${figures.via}), ${passages} passages`);
    console.log(`Answerable:   right ${right}/${answerable.length} (${percent(right, answerable.length)})   goal 90%`);
    console.log(`Sources:      cited ${sourced}/${withSource} (${percent(sourced, withSource)})`);
    console.log(
      `Unanswerable: said I don't know ${dontKnow}/${unanswerable.length} (${percent(dontKnow, unanswerable.length)})`,
    );
    console.log(`Wrong facts:  ${figures.wrongFacts}   goal 0`);
    console.log(`Follow-ups:   right ${followRight}/${followUps.length} (${percent(followRight, followUps.length)})`);
    console.log(
      `Time per answer: median ${figures.ms.median} ms, p95 ${figures.ms.p95} ms, max ${figures.ms.max} ms ` +
        `(${times.length} answers)${fake ? '' : '   goal < 200 ms'}`,
    );
    if (asJson) console.log(JSON.stringify({ ...figures, misses }));
  } finally {
    await backend.stop();
    await fake?.close();
  }
}

run().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
