import type { EmailListDto, EmailPreferencesDto } from '../api';

export type EmailList = keyof EmailPreferencesDto;
type Status = EmailListDto['status'];

interface ListWords {
  // the spec's row
  title: string;
  description: string;
  // the switch in its Manage dialog
  switchLabel: string;
  // what the list does for the account now
  state: Record<Status, (email: string) => string>;
}

// The two rows of Email Preferences (spec: titles and descriptions word for word) and what their
// Manage dialogs say.
export const EMAIL_LISTS: Record<EmailList, ListWords> = {
  dailyBlogPosts: {
    title: 'Daily Blog Posts',
    description: 'Receive our latest insights in your inbox',
    switchLabel: 'Send me the daily blog e-mail',
    state: {
      subscribed: (email) => `Each new post is e-mailed to ${email}.`,
      'awaiting-confirmation': (email) =>
        `We sent a confirmation link to ${email}. Open it to start receiving the daily blog e-mail.`,
      'not-subscribed': () => 'You do not receive the daily blog e-mail.',
    },
  },
  productUpdates: {
    title: 'Product Updates',
    description: 'Hear about new products and offers',
    switchLabel: 'Tell me about new products',
    state: {
      subscribed: (email) => `News of each new product is e-mailed to ${email}.`,
      'awaiting-confirmation': (email) =>
        `They start once you confirm ${email} with the link we sent you (see the banner above).`,
      'not-subscribed': () => 'You do not receive product updates.',
    },
  },
};

export const STATUS_TAGS: Record<Status, { label: string; color?: string }> = {
  subscribed: { label: 'On', color: 'green' },
  'awaiting-confirmation': { label: 'Waiting for confirmation', color: 'gold' },
  'not-subscribed': { label: 'Off' },
};

// The toast after a switch: what the list does now.
export function savedToast(list: EmailList, { status, email }: EmailListDto) {
  const title = status === 'subscribed' ? 'Subscribed' : status === 'not-subscribed' ? 'Unsubscribed' : 'Almost There';
  return { title, description: EMAIL_LISTS[list].state[status](email) };
}
