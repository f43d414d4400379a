import type { Grounding } from './grounding.service';
import { LocalAssistant } from './local-assistant';

const product = (title: string, type: string, price: string): Grounding['products'][number] => ({
  title,
  type,
  price,
  category: 'Business',
  description: `About ${title}.`,
  tags: [],
});

const grounding: Grounding = {
  products: [
    product('Starting Over: A Field Guide', 'physical', '$24.99'),
    product('Business Foundations Course', 'course', '$199'),
    product('Strategy Session', 'consultation', '$150'),
  ],
  posts: [
    {
      title: 'Leadership in Hard Times',
      slug: 'leadership-in-hard-times',
      category: 'Leadership',
      excerpt: 'Steady.',
      membersOnly: false,
    },
  ],
  sections: [
    {
      heading: 'COURSES:',
      rule: 'Link a course to its page.',
      entries: [
        {
          title: 'Business Foundations Course',
          url: '/courses/business-foundations-course',
          description: 'From idea to first customers.',
          details: ['Getting Started: Your Pricing Ladder (free preview); Finding First Customers'],
          summary:
            'The course [Business Foundations Course](/courses/business-foundations-course) has 2 lessons: ' +
            'Your Pricing Ladder (free preview); Finding First Customers.',
          keywords: 'Getting Started Your Pricing Ladder Finding First Customers',
        },
      ],
    },
  ],
  pages: [],
};

describe('LocalAssistant', () => {
  const assistant = new LocalAssistant();

  it('answers a question about a kind of product with the products of that kind', async () => {
    const answer = await assistant.reply([], 'What courses do you sell?', grounding);
    expect(answer).toContain('Business Foundations Course (course, $199)');
    expect(answer).not.toContain('Field Guide');
  });

  it('finds a post from another form of its words ("leaders" → "Leadership")', async () => {
    const answer = await assistant.reply([], 'Anything for new leaders?', grounding);
    expect(answer).toContain('[Leadership in Hard Times](/blog/leadership-in-hard-times)');
  });

  it("answers a question about a lesson's subject with its course's outline and a link to the course", async () => {
    const answer = await assistant.reply([], 'How do I set my pricing?', grounding);
    expect(answer).toContain(
      'The course [Business Foundations Course](/courses/business-foundations-course) has 2 lessons: ' +
        'Your Pricing Ladder (free preview); Finding First Customers.',
    );
  });

  it('points to the contact form when nothing matches', async () => {
    const answer = await assistant.reply([], 'Quantum chromodynamics?', grounding);
    expect(answer).toContain('[contact form](/contact)');
  });
});
