import type { GoogleGenAI } from '@google/genai';
import type { AppConfig } from '../../../core/config/app-config';
import type { Found, FoundPassage } from '../knowledge/passage-search';
import type { Answer, Assistant, ChatTurn } from './assistant';
import type { LocalAssistant } from './local-assistant';
import { sourcesLine } from './replies';

// how long a question waits for Gemini (a provider, so the tests wait less)
export interface GeminiOptions {
  timeoutMs: number;
}
export const GEMINI_OPTIONS = Symbol('GEMINI_OPTIONS');
export const DEFAULT_GEMINI_OPTIONS: GeminiOptions = { timeoutMs: 20_000 };
// the passages the model is given: the best few the search found
const GROUNDING_PASSAGES = 6;
const NOT_IN_PASSAGES = "I don't know that.";

export function systemInstruction(passages: FoundPassage[]): string {
  return [
    'You are the assistant on the website of a business coach and author. Be warm, brief (at most 120 words) and practical.',
    'Answer ONLY from the numbered passages below, which are the site’s own facts. Never add a fact, price, date,',
    'length, product or promise that is not in them, and copy prices, dates and lengths exactly as written.',
    `If the passages do not answer the question, reply exactly: ${NOT_IN_PASSAGES}`,
    'Link what you use with Markdown, [its title](its path), using the paths given. No legal, medical or financial advice.',
    '',
    'PASSAGES:',
    ...passages.map((p, i) => `[${i + 1}] ${p.title}${p.url ? ` (${p.url})` : ''}: ${p.body}`),
  ].join('\n');
}

// every amount of money in a text ("$1,299.00", "$70")
const amounts = (text: string) => (text.match(/\$\s?\d[\d,]*(?:\.\d+)?/g) ?? []).map((a) => a.replace(/[\s,]/g, ''));

// Google's Gemini through the official SDK (loaded with the first question: a site without a key
// never holds it in memory); GEMINI_BASE_URL points it elsewhere (tests, proxies). It is given the
// passages the search found and told to answer from them alone; an answer that names an amount of
// money the passages do not have, or says nothing, is replaced by the built-in assistant's
// quotation of them; one that says it does not know is taken at its word.
export class GeminiAssistant implements Assistant {
  private ai?: Promise<GoogleGenAI>;

  constructor(
    private readonly config: AppConfig,
    private readonly local: LocalAssistant,
    private readonly options: GeminiOptions = DEFAULT_GEMINI_OPTIONS,
  ) {}

  private client(): Promise<GoogleGenAI> {
    this.ai ??= import('@google/genai').then(
      ({ GoogleGenAI }) =>
        new GoogleGenAI({
          apiKey: this.config.geminiApiKey!,
          httpOptions: {
            timeout: this.options.timeoutMs,
            ...(this.config.geminiBaseUrl ? { baseUrl: this.config.geminiBaseUrl } : {}),
          },
        }),
    );
    return this.ai;
  }

  async reply(history: ChatTurn[], question: string, found: Found): Promise<Answer> {
    const passages = found.passages.slice(0, GROUNDING_PASSAGES);
    const ai = await this.client();
    const response = await ai.models.generateContent({
      model: this.config.geminiModel,
      contents: [...history, { role: 'user' as const, content: question }].map((t) => ({
        role: t.role === 'assistant' ? 'model' : 'user',
        parts: [{ text: t.content }],
      })),
      config: { systemInstruction: systemInstruction(passages), maxOutputTokens: 600, temperature: 0.2 },
    });
    const text = response.text?.trim();
    if (!text) throw new Error('Gemini returned no text');
    if (text.startsWith(NOT_IN_PASSAGES.slice(0, -1))) return { text, answered: false, used: [] };
    const known = new Set(passages.flatMap((p) => amounts(p.body)));
    if (amounts(text).some((a) => !known.has(a))) return this.local.reply(history, question, found);
    // the passages it linked, or (linking none) the ones the search ranked first
    const linked = passages.filter((p) => p.url && text.includes(`(${p.url})`));
    const used = linked.length ? linked : passages.slice(0, 1);
    return {
      text: linked.length ? text : [text, sourcesLine(used)].filter(Boolean).join('\n\n'),
      answered: true,
      used,
    };
  }
}
