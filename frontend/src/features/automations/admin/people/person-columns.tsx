import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatUtcDate } from '../../../../lib/en-us';
import type { PersonDto } from '../api';

// what a person is to the site, in words: reads the daily e-mail, has an account, and whether
// marketing mail still reaches them
function standing(person: PersonDto): string {
  const parts = [person.subscribed && 'Subscriber', person.customer && 'Customer'].filter(Boolean);
  if (person.unsubscribedAt) parts.push('Unsubscribed');
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
