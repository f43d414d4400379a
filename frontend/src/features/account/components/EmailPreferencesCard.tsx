import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useGetEmailPreferencesQuery } from '../api';
import { EMAIL_LISTS, type EmailList, STATUS_TAGS } from '../lib/email-lists';
import { EmailPreferenceModal } from './EmailPreferenceModal';

const LISTS = Object.keys(EMAIL_LISTS) as EmailList[];

// Email Preferences (spec: Daily Blog Posts and Product Updates, each with Manage): each row
// shows whether the list is on, and Manage turns it on or off.
export function EmailPreferencesCard() {
  const { data } = useGetEmailPreferencesQuery();
  const [managing, setManaging] = useState<EmailList | null>(null);
  return (
    <Card title="Email Preferences">
      <ul className="account-settings__list">
        {LISTS.map((list) => {
          const { title, description } = EMAIL_LISTS[list];
          const tag = data && STATUS_TAGS[data[list].status];
          return (
            <li key={list} className="account-settings__row">
              <div>
                <p className="account-settings__title">
                  {title}
                  {tag && (
                    <Tag className="account-preference__tag" color={tag.color}>
                      {tag.label}
                    </Tag>
                  )}
                </p>
                <p className="account-settings__description">{description}</p>
              </div>
              <Button aria-label={`Manage ${title}`} onClick={() => setManaging(list)}>
                Manage
              </Button>
            </li>
          );
        })}
      </ul>
      {LISTS.map((list) => (
        <EmailPreferenceModal
          key={list}
          list={list}
          current={data?.[list]}
          open={managing === list}
          onClose={() => setManaging(null)}
        />
      ))}
    </Card>
  );
}
