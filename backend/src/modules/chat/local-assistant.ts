import type { Assistant, ChatTurn } from './assistant';
import type { Grounding } from './grounding.service';

const STOP = new Set(
  'a an and are about any can could do does for from have how i in is it me my of on or please tell the there this to what which with you your do does any some'.split(
    ' ',
  ),
);
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
// crude stemming so "leaders" finds "leadership" and "workbooks" finds "workbook"
const SUFFIX = /(ship|ing|ers|er|es|s)$/;
function stem(word: string): string {
  let w = word.replace(/e$/, '');
  for (let i = 0; i < 3 && SUFFIX.test(w) && w.length > 4; i++) w = w.replace(SUFFIX, '');
  return w;
}

function score(query: string[], text: string): number {
  const hay = new Set(words(text).map(stem));
  return query.filter((q) => hay.has(stem(q))).length;
}

// a question about the shop: these words, or the name of a type the shop sells ("courses")
const ABOUT_SHOP = /\b(sell|selling|offer|offers|products?|shop|buy|price|prices|cost|books?|session)\b/i;
const aboutShop = (message: string, g: Grounding) =>
  ABOUT_SHOP.test(message) || score(words(message), g.products.map((p) => p.type).join(' ')) > 0;
const CONTACT = /\b(contact|email|e-mail|phone|call|reach|book|booking|speak|speaking|talk)\b/i;
const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i;
const INTRO = "I'm the site's built-in assistant.";

// The assistant used when no Gemini key is set: it matches the question against the products, what
// the product types add (the courses' outlines), posts and page texts, and answers with the best matches and links to them.
export class LocalAssistant implements Assistant {
  async reply(_history: ChatTurn[], message: string, g: Grounding): Promise<string> {
    if (GREETING.test(message) && words(message).length <= 2) {
      return `Hello! ${INTRO} Ask me about the products, the blog or how to get in touch.`;
    }
    const q = words(message);
    const products = g.products
      .map((p) => ({
        p,
        s: score(q, `${p.title} ${p.title} ${p.category} ${p.type} ${p.tags.join(' ')} ${p.description}`),
      }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s)
      .slice(0, 3);
    const posts = g.posts
      .map((p) => ({ p, s: score(q, `${p.title} ${p.title} ${p.category} ${p.excerpt}`) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s)
      .slice(0, 3);
    const entries = g.sections
      .flatMap((section) => section.entries)
      .map((e) => ({ e, s: score(q, `${e.title} ${e.title} ${e.description} ${e.keywords}`) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s)
      .slice(0, 2);
    const parts: string[] = [];
    if (entries.length) parts.push(entries.map(({ e }) => e.summary).join(' '));
    if (products.length) {
      parts.push(
        `These products match: ${products.map(({ p }) => `${p.title} (${p.type}, ${p.price})`).join('; ')}. See them on [Products](/products).`,
      );
    } else if (g.products.length && aboutShop(message, g)) {
      parts.push(
        `Here is what the shop offers: ${g.products
          .slice(0, 6)
          .map((p) => `${p.title} (${p.price})`)
          .join('; ')}. Browse everything on [Products](/products).`,
      );
    }
    if (posts.length) {
      const post = (p: Grounding['posts'][number]) =>
        `[${p.title}](/blog/${p.slug})${p.membersOnly ? ' (for members)' : ''}`;
      parts.push(`On the blog: ${posts.map(({ p }) => post(p)).join(', ')}.`);
    }
    if (CONTACT.test(message) || !parts.length) {
      const info = g.pages.find((s) => s.page === 'contact' && s.section === 'info')?.text;
      parts.push(
        parts.length
          ? 'To ask the founder directly, use the [contact form](/contact).'
          : `I could not find that on the site.${info ? ` ${info}` : ''} You can ask the founder directly through the [contact form](/contact); replies come within 24 hours.`,
      );
    }
    return `${INTRO} ${parts.join(' ')}`;
  }
}
