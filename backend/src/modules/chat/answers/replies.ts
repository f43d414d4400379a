import type { FoundPassage } from '../knowledge/passage-search';

// The assistant's own sentences: what it says without quoting the site (a greeting, "I don't know
// that", the way to the owner) and how an answer names its sources.

export const GREETING_REPLY =
  'Hello! Ask me about the products, courses and sessions, shipping and refunds, your account, or the blog.';
export const THANKS_REPLY = "You're welcome! Ask me anything else about the site.";
export const TALK_TO_A_PERSON = 'Talk to a person';
export const HANDOVER_REPLY = `Of course. Press “${TALK_TO_A_PERSON}” below and leave your e-mail address: this conversation goes to the owner, who replies by e-mail, usually within 24 hours.`;

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.,]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|cheers)\b[\s\w!.,]{0,20}$/i;
const WANTS_A_PERSON =
  /\b(talk|speak|chat|connect)\b.{0,20}\b(person|human|someone|somebody|owner|founder|coach|real|people)\b|\b(human|real person|live agent)\b/i;

export type SmallTalk = 'greeting' | 'thanks' | 'person';

export function smallTalk(message: string): SmallTalk | null {
  if (GREETING.test(message)) return 'greeting';
  if (THANKS.test(message)) return 'thanks';
  if (WANTS_A_PERSON.test(message)) return 'person';
  return null;
}

export const SMALL_TALK_REPLIES: Record<SmallTalk, string> = {
  greeting: GREETING_REPLY,
  thanks: THANKS_REPLY,
  person: HANDOVER_REPLY,
};

export interface Owner {
  name: string | null;
  email: string | null;
}

// A question the site's facts do not answer: said so, and the ways to the owner.
export function dontKnow(owner: Owner): string {
  const who = owner.name ?? 'the owner';
  const email = owner.email ? ` or by e-mail at [${owner.email}](mailto:${owner.email})` : '';
  return (
    `I don't know that. You can ask ${who} directly through the [contact form](/contact)${email}, ` +
    `or press “${TALK_TO_A_PERSON}” to send this conversation to ${owner.name ? 'them' : 'the owner'}.`
  );
}

// "Source: [Refund Policy](/refund-policy)" under an answer; a passage without a page (an FAQ
// entry without a link) is not named
export function sourcesLine(used: FoundPassage[]): string {
  const linked = [...new Map(used.filter((p) => p.url).map((p) => [p.url, p])).values()];
  if (!linked.length) return '';
  return `${linked.length === 1 ? 'Source' : 'Sources'}: ${linked.map((p) => `[${p.title}](${p.url})`).join(' · ')}`;
}
