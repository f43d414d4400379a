import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatUtcDate } from '../../../../lib/en-us';
import type { PersonDto } from '../api';

const WHY_STOPPED = { 'hard-bounce': 'hard bounce', complaint: 'complaint', manual: 'marked by you' } as const;

// what a person is to the site, in words: reads the daily e-mail, has an account, and whether
// marketing mail still reaches them: since when they unsubscribed, or since when and why their
// address takes no mail (its server's answer)
function standing(person: PersonDto): string {
  const parts = [person.subscribed && 'Subscriber', person.customer && 'Customer'].filter(Boolean) as string[];
  if (person.unsubscribedAt) parts.push(`Unsubscribed on ${formatUtcDate(person.unsubscribedAt, 'short')}`);
  const stopped = person.undeliverable;
  if (stopped)
    parts.push(
      `Undeliverable since ${formatUtcDate(stopped.since, 'short')} (${WHY_STOPPED[stopped.reason]}${stopped.detail ? `: ${stopped.detail}` : ''})`,
    );
  return parts.join(', ') || '–';
}

// The People table: the address, its tags, its standing and when the site first knew it.
export const personColumns: TableColumnsType<PersonDto> = [
  { key: 'email', title: 'E-mail', dataIndex: 'email' },
  {
    key: 'tags',
    title: 'Tags',
    render: (_, person) => (person.tags.length ? person.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '–'),
  },
  { key: 'standing', title: 'Standing', render: (_, person) => standing(person) },
  {
    key: 'added',
    title: 'Added',
    render: (_, person) => <time dateTime={person.createdAt}>{formatUtcDate(person.createdAt, 'short')}</time>,
  },
];
