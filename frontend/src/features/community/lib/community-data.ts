// The community screen is local demo state (spec sections 1 and 7): nothing here reaches the server.

// Spec section 3: a post and a reflection, kept in this browser only.
export interface CommunityPost {
  id: string;
  author: string;
  content: string;
  timestamp: string;
  supportCount: number;
  replies: number;
  anonymous: boolean;
  tags: string[];
}

export interface Reflection {
  id: string;
  date: string;
  prompt: string;
  response: string;
  completed: boolean;
}

// Spec section 3, in its order.
export const TAGS = [
  'healing',
  'courage',
  'milestone',
  'celebration',
  'chosen-family',
  'love',
  'boundaries',
  'authenticity',
  'freedom',
  'growth',
  'support',
  'community',
  'recovery',
  'strength',
  'hope',
  'progress',
  'identity',
] as const;

// Spec section 2: the overview's numbers are static.
export const STATS = [
  { value: 7, label: 'Days active' },
  { value: 23, label: 'Support given' },
  { value: 5, label: 'New members' },
  { value: 152, label: 'Support reactions' },
];

export const FEATURED_QUOTE = {
  text: "Healing isn't a straight line. Every small step you take toward your own voice still counts.",
  author: 'A community member',
};

export const EXERCISES = [
  {
    title: 'Grounding Breath',
    duration: '5 min',
    description: 'Breathe in for four counts, hold for four, out for six. Notice five things you can see around you.',
  },
  {
    title: 'Letter to Your Past Self',
    duration: '15 min',
    description: 'Write to the person you were before you left. What do you want them to know now?',
  },
  {
    title: 'Values Check-in',
    duration: '10 min',
    description: 'Name three values that are truly yours, and one small way you lived one of them this week.',
  },
];

export const RESOURCES = [
  {
    title: 'Peer Support Circles',
    description: 'Small, moderated groups that meet online each week. Listen first; share when you are ready.',
    action: 'Find a Circle',
  },
  {
    title: 'Finding a Therapist',
    description: 'What to look for in a therapist who understands high-control environments and religious trauma.',
    action: 'Read the Guide',
  },
  {
    title: 'Crisis Support',
    description:
      'If you are in danger or thinking about harming yourself, call your local emergency number or a crisis line now.',
    action: 'Get Help Now',
  },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const PROMPTS = [
  'What is one boundary you kept this week, and how did it feel?',
  'Name something you believe now that you were once told not to question.',
  'Who in your life feels like chosen family, and why?',
  'What is one thing you did today just because you wanted to?',
  'What would you like to tell someone who is where you were a year ago?',
];

export function seedPosts(now = Date.now()): CommunityPost[] {
  return [
    {
      id: 'seed-1',
      author: 'Anonymous',
      content:
        'Six months out today. I made my own coffee, chose my own clothes and nobody told me it was wrong. Small things, huge feelings.',
      timestamp: new Date(now - 2 * HOUR).toISOString(),
      supportCount: 24,
      replies: 5,
      anonymous: true,
      tags: ['milestone', 'freedom'],
    },
    {
      id: 'seed-2',
      author: 'Jordan',
      content:
        'I told my sister I would not talk about my choices at family dinners anymore. My voice shook, but I said it.',
      timestamp: new Date(now - 9 * HOUR).toISOString(),
      supportCount: 31,
      replies: 8,
      anonymous: false,
      tags: ['boundaries', 'courage'],
    },
    {
      id: 'seed-3',
      author: 'Anonymous',
      content:
        'Some days I still hear the old rules in my head. Reading your posts reminds me that I am not the only one relearning who I am.',
      timestamp: new Date(now - 1 * DAY - 3 * HOUR).toISOString(),
      supportCount: 18,
      replies: 3,
      anonymous: true,
      tags: ['healing', 'identity', 'community'],
    },
  ];
}

// The last five days' prompts, the two oldest already answered.
export function seedReflections(now = Date.now()): Reflection[] {
  return PROMPTS.map((prompt, i) => {
    const daysAgo = PROMPTS.length - 1 - i;
    const completed = i < 2;
    return {
      id: `reflection-${i + 1}`,
      date: new Date(now - daysAgo * DAY).toISOString(),
      prompt,
      response: completed
        ? [
            'I left a conversation that was turning into a lecture. I felt guilty for an hour, then proud.',
            'That my doubts are allowed. Questions are not a betrayal.',
          ][i]
        : '',
      completed,
    };
  });
}
