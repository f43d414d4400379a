import type { GoogleGenAI } from '@google/genai';
import type { AppConfig } from '../../core/config/app-config';
import type { Assistant, ChatTurn } from './assistant';
import type { Grounding } from './grounding.service';

export const GEMINI_TIMEOUT_MS = 20_000;

export function systemInstruction(g: Grounding): string {
  return [
    'You are the assistant on the website of a business coach and author. Be warm, brief (at most 120 words) and practical.',
    'Only recommend products, posts and entries listed below; never invent prices, products or posts. Link with Markdown:',
    'products to [Products](/products), a post to [its title](/blog/{slug}), the founder to [the contact form](/contact).',
    'If you do not know, say so and point to the contact form. Do not give legal, medical or financial advice.',
    '',
    'PRODUCTS:',
    ...g.products.map((p) => `- ${p.title} | ${p.type} | ${p.price} | ${p.category} | ${p.description}`),
    '',
    ...g.sections.flatMap((s) => [
      s.heading,
      s.rule,
      ...s.entries.flatMap((e) => [`- ${e.title} | ${e.url} | ${e.description}`, ...e.details.map((d) => `  - ${d}`)]),
      '',
    ]),
    'LATEST POSTS:',
    ...g.posts.map(
      (p) => `- ${p.title} | /blog/${p.slug} | ${p.category} | ${p.excerpt}${p.membersOnly ? ' | for members' : ''}`,
    ),
    '',
    'ABOUT AND CONTACT:',
    ...g.pages.map((s) => `- ${s.page}/${s.section}: ${s.text}`),
  ].join('\n');
}

// Google's Gemini through the official SDK (loaded with the first question: a site without a key
// never holds it in memory); GEMINI_BASE_URL points it elsewhere (tests, proxies).
export class GeminiAssistant implements Assistant {
  private ai?: Promise<GoogleGenAI>;

  constructor(
    private readonly config: AppConfig,
    private readonly timeoutMs = GEMINI_TIMEOUT_MS,
  ) {}

  private client(): Promise<GoogleGenAI> {
    this.ai ??= import('@google/genai').then(
      ({ GoogleGenAI }) =>
        new GoogleGenAI({
          apiKey: this.config.geminiApiKey!,
          httpOptions: {
            timeout: this.timeoutMs,
            ...(this.config.geminiBaseUrl ? { baseUrl: this.config.geminiBaseUrl } : {}),
          },
        }),
    );
    return this.ai;
  }

  async reply(history: ChatTurn[], message: string, grounding: Grounding): Promise<string> {
    const ai = await this.client();
    const response = await ai.models.generateContent({
      model: this.config.geminiModel,
      contents: [...history, { role: 'user' as const, content: message }].map((t) => ({
        role: t.role === 'assistant' ? 'model' : 'user',
        parts: [{ text: t.content }],
      })),
      config: { systemInstruction: systemInstruction(grounding), maxOutputTokens: 600, temperature: 0.5 },
    });
    const text = response.text?.trim();
    if (!text) throw new Error('Gemini returned no text');
    return text;
  }
}
