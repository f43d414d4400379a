import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { postSlug, readTimeMinutes } from '@coach/shared';
import { DemoSeed, DemoSeeder } from '../../core/seed/demo-seeder.decorator';
import { BlogPostEntity } from './entities/blog-post.entity';
import { PublishingService } from './publishing.service';

const DAY = 24 * 60 * 60 * 1000;

const POSTS: { title: string; category: string; excerpt: string; paragraphs: string[] }[] = [
  {
    title: 'The Five-Minute Weekly Review That Changed My Business',
    category: 'Business',
    excerpt:
      'A short Friday ritual that keeps priorities honest, surfaces problems early and makes Monday mornings calm.',
    paragraphs: [
      'Most founders I coach do not lack effort. They lack a moment to look up. The weekly review is that moment, and it does not need an afternoon.',
      '<strong>Three questions, five minutes:</strong> What moved forward? What is stuck, and who can unstick it? What is the one thing that matters most next week?',
      'Write the answers where you will see them on Monday. The point is not the list; it is the decision you make while writing it.',
    ],
  },
  {
    title: 'Boundaries Are a Leadership Skill',
    category: 'Personal Growth',
    excerpt: 'Saying no clearly and kindly is not selfish. It is how you protect the work, the team and yourself.',
    paragraphs: [
      'For years I treated every request as an obligation. The result was a calendar owned by other people and a team that never knew what I would drop next.',
      '<h2>Start with what you protect</h2>Decide which hours, which commitments and which relationships are not up for negotiation, and say so out loud.',
      'A boundary stated early is a kindness. A boundary discovered late is a betrayal.',
    ],
  },
  {
    title: 'Automate the Boring Parts First',
    category: 'Technology',
    excerpt: 'The best first automation is not the clever one. It is the task you do every week and resent every time.',
    paragraphs: [
      'Small businesses waste hours on invoices, follow-up e-mails and copy-paste between tools. None of it needs a developer any more.',
      '<ul><li>List the tasks you repeat weekly.</li><li>Pick the one with the clearest rules.</li><li>Automate it, then measure the hours you got back.</li></ul>',
      'Technology should buy you time for the work only you can do.',
    ],
  },
  {
    title: 'Pricing With Confidence',
    category: 'Business',
    excerpt: 'Your price is a promise about the value you deliver. Here is how to set it without apologising for it.',
    paragraphs: [
      'Undercharging feels safe, but it quietly tells clients the work is small. Price from the outcome you create, not from the hours you spend.',
      '<blockquote>If nobody ever says your price is too high, it is too low.</blockquote>',
    ],
  },
  {
    title: 'Starting Over Is Not Starting From Zero',
    category: 'Personal Growth',
    excerpt:
      'When life resets, the skills, lessons and people you carry with you are the foundation for what comes next.',
    paragraphs: [
      'Leaving a place that shaped you can feel like losing everything. It is not. You keep your judgement, your resilience and the people who chose you.',
      'Make a list of what you know how to do. It is longer than you think.',
    ],
  },
  {
    title: 'A Simple System for Deep Work',
    category: 'Technology',
    excerpt:
      'Notifications off, one task, ninety minutes. The tools matter less than the agreement you make with yourself.',
    paragraphs: [
      'Block the time, close the chat, and keep a notepad for the thoughts that try to pull you away. Review them afterwards.',
    ],
  },
  {
    title: 'Hiring Your First Employee',
    category: 'Business',
    excerpt:
      'The first hire changes the company more than any later one. What to look for, and what to write down before they start.',
    paragraphs: [
      'Write down how the work is done today before you hand it over. It will be the best onboarding document you ever produce.',
    ],
  },
  {
    title: 'Rest Is Part of the Work',
    category: 'Personal Growth',
    excerpt: 'Recovery is not a reward for finishing. It is what makes the next stretch of good work possible.',
    paragraphs: ['Schedule rest the way you schedule meetings: on purpose, in advance, and without apology.'],
  },
];

type DemoPost = (typeof POSTS)[number];

// a demo post's row, published at `at` and marked demo
function demoPostRow(manager: EntityManager, p: DemoPost, at: Date, audience: BlogPostEntity['audience'] = 'everyone') {
  const content = p.paragraphs.map((text) => (/^<(h2|ul|blockquote)/.test(text) ? text : `<p>${text}</p>`)).join('');
  return manager.create(BlogPostEntity, {
    title: p.title,
    slug: postSlug(p.title),
    category: p.category,
    excerpt: p.excerpt,
    content,
    imageUrl: null,
    readTime: readTimeMinutes(content),
    published: true,
    scheduled: false,
    publishedAt: at,
    createdAt: at,
    isDemo: true,
    audience,
    audienceTierId: null,
  });
}

// The demo posts are published already, one a day up to yesterday, and marked demo: none waits in
// the queue or is e-mailed, so the subscribers' first mail is the owner's first own post.
@Injectable()
@DemoSeed('20-blog-posts')
export class DemoBlogSeeder implements DemoSeeder {
  constructor(private readonly publishing: PublishingService) {}

  async seed(manager: EntityManager): Promise<void> {
    if ((await manager.count(BlogPostEntity)) > 0) return;
    const now = Date.now();
    for (const [i, p] of POSTS.entries()) {
      await manager.save(demoPostRow(manager, p, new Date(now - (POSTS.length - i) * DAY)));
    }
    // today's publication counts as done: a post the owner queues on the first day waits for the
    // next morning's 06:00, as the queue says, rather than going out at the next catch-up check
    await this.publishing.markDayDone(manager);
  }
}

const MEMBERS_POST: DemoPost = {
  title: 'My Quarterly Planning Ritual, Step by Step',
  category: 'Business',
  excerpt:
    'The half day I spend every quarter deciding what not to do: the questions, the order, and the one page that comes out of it.',
  paragraphs: [
    'Members get the whole ritual. It starts with the calendar, not the goals: block four hours, alone, away from the desk.',
    "<strong>First hour:</strong> read last quarter's page and mark each line kept, dropped or late. <strong>Second:</strong> list what drained you. <strong>Third:</strong> choose three outcomes. <strong>Fourth:</strong> write the one page and share it with one person.",
  ],
};

// A members-only demo post (any member reads it; everybody else its excerpt and the members box),
// beside the demo posts only: never among the owner's own.
@Injectable()
@DemoSeed('21-members-only-post')
export class DemoMembersPostSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    if (await manager.existsBy(BlogPostEntity, { isDemo: false })) return;
    await manager.save(demoPostRow(manager, MEMBERS_POST, new Date(Date.now() - DAY / 2), 'members'));
  }
}
