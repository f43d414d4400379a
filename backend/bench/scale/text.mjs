// Realistic-looking posts for the benchmark, the same on every run: titles from a few word lists,
// ~4 KB of HTML (paragraphs, headings, a list, a quote) from a pool of a coach's sentences.
const OPENERS = [
  'Why',
  'How',
  'What I Learned About',
  'The Quiet Power of',
  'Rethinking',
  'A Field Guide to',
  'Notes on',
];
const TOPICS = [
  'Weekly Reviews',
  'Saying No',
  'Hiring Your First Manager',
  'Pricing With Confidence',
  'Difficult Conversations',
  'Deep Work',
  'Team Rituals',
  'Delegation',
  'Customer Interviews',
  'Rest and Recovery',
  'Strategic Planning',
  'Feedback Loops',
  'Automation',
  'Leading Through Change',
  'Morning Routines',
  'Boundaries',
];
const ANGLES = [
  '',
  ' for Small Teams',
  ' in Practice',
  ' Without Burning Out',
  ' When Money Is Tight',
  ' After a Setback',
];
const CATEGORIES = ['Business', 'Personal Growth', 'Technology', 'Leadership', 'Mindset', 'Productivity'];
const SENTENCES = [
  'Most founders I coach do not lack effort; they lack a moment to look up from the work.',
  'Write the answers where you will see them on Monday morning, before the inbox opens.',
  'A boundary stated early is a kindness, and a boundary discovered late feels like a betrayal.',
  'The best first automation is the task you repeat every week and resent every single time.',
  'Clarity is not a personality trait; it is a habit you practise in small, boring increments.',
  'When a team keeps missing deadlines, look at how work enters the team before you look at the people.',
  'Ask what would make this week a good week, then protect the two hours that answer it.',
  'Customers rarely tell you what to build, but they always tell you where it hurts.',
  'Pricing is a promise about value, and a discount is a promise you did not mean to make.',
  'Rest is part of the work: the decisions you make tired are the ones you undo later.',
  'Delegating a task without its purpose is handing over a chore, not a responsibility.',
  'A difficult conversation gets easier the moment you name what you both want to protect.',
  'Small, visible wins build the trust that big, invisible changes need.',
  'Measure the hours you got back, not the tools you installed.',
  'Every recurring meeting should be able to say what would break if it disappeared.',
  'Growth that depends on your heroics is a ceiling, not a strategy.',
];

const pick = (list, n) => list[n % list.length];
const sentence = (i, k) => pick(SENTENCES, i * 7 + k * 3);
const paragraph = (i, k, n) => `<p>${Array.from({ length: n }, (_, s) => sentence(i, k * 5 + s)).join(' ')}</p>`;

function content(i) {
  const parts = [paragraph(i, 0, 5), paragraph(i, 1, 4)];
  parts.push(`<h2>${pick(TOPICS, i + 3)} in one week</h2>`, paragraph(i, 2, 5), paragraph(i, 3, 4));
  parts.push(`<ul>${[4, 5, 6].map((k) => `<li>${sentence(i, k)}</li>`).join('')}</ul>`);
  parts.push(`<blockquote>${sentence(i, 9)}</blockquote>`);
  parts.push(`<h3>What to try tomorrow</h3>`, paragraph(i, 4, 5), paragraph(i, 5, 4 + (i % 3)));
  parts.push(paragraph(i, 6, 5), paragraph(i, 7, 4), paragraph(i, 8, 3), `<p><strong>${sentence(i, 11)}</strong></p>`);
  return parts.join('\n');
}

export function postText(i) {
  const title = `${pick(OPENERS, i)} ${pick(TOPICS, Math.floor(i / 7))}${pick(ANGLES, Math.floor(i / 3))}`;
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  const excerpt = `${sentence(i, 1)} ${sentence(i, 2)}`.slice(0, 190);
  return { title, slug, excerpt, content: content(i), category: pick(CATEGORIES, i) };
}
