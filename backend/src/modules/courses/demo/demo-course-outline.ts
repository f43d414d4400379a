// The demo course's modules and lessons (DemoCourseSeeder): short, real lessons for coaches and
// consultants starting out, the first open to everybody as a free preview.
export const DEMO_COURSE_OUTLINE: {
  title: string;
  lessons: { title: string; paragraphs: string[]; freePreview?: boolean }[];
}[] = [
  {
    title: 'Your Offer and Your Price',
    lessons: [
      {
        title: 'Welcome: How This Course Works',
        freePreview: true,
        paragraphs: [
          'This course is five short lessons in two modules: first the offer and its price, then the first clients and the cash they bring. Each lesson ends with one exercise; do it before you open the next.',
          'Keep a notebook, paper or digital, for the whole course. By the last lesson it holds your offer in one sentence, your price and the reason for it, and a list of the people you will talk to this month.',
        ],
      },
      {
        title: 'Define the Offer Clients Already Want',
        paragraphs: [
          'An offer is a promised result for a named kind of client, in a set time. "Coaching" is not an offer; "a clear 90-day plan for first-time managers, in six sessions" is.',
          'Write down the last three problems people asked you for help with, unprompted. The offer clients already want is usually hiding in that list.',
          'Exercise: finish the sentence "I help … to … in …" three different ways, and circle the one you would most like to be known for.',
        ],
      },
      {
        title: 'Price From the Outcome',
        paragraphs: [
          'Hourly pricing tells the client you sell time. Price the result instead: what is the outcome worth to them this year, and what would it cost them to get it another way?',
          'Pick a price that makes you slightly nervous to say out loud, then say it out loud ten times. Nobody will hear the nerves once you believe the value.',
          'Exercise: write your price and, under it, three sentences a client would use to explain to a colleague why it was worth it.',
        ],
      },
    ],
  },
  {
    title: 'Your First Clients',
    lessons: [
      {
        title: 'Conversations, Not Campaigns',
        paragraphs: [
          'Your first ten clients come from conversations with people who already know you, not from advertising. List thirty of them: former colleagues, clients, friends who run teams.',
          'Ask for advice, not for a sale: "I am starting a practice for first-time managers. Who do you know who would find this useful?" Introductions follow.',
          'Exercise: send five of those messages today, and note in your notebook who answered.',
        ],
      },
      {
        title: 'Cash Flow for Coaches',
        paragraphs: [
          'A full calendar can still leave an empty account. Ask for payment up front, or in two parts, and send the invoice the day the work is agreed, not when it is done.',
          'Keep three months of costs aside before you pay yourself more. It is the difference between choosing your clients and taking whoever calls.',
          'Exercise: write your monthly costs, your price, and how many clients a month cover both. That number is your first target.',
        ],
      },
    ],
  },
];
