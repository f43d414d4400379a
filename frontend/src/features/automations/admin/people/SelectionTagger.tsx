import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { toast } from '../../../../components/toast';
import { useTagPeopleMutation } from '../api';
import { useAction } from '../use-action';

const plural = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

// Under the table once rows are chosen: a tag to add to them or remove from them (the server
// stores it lower-case and refuses one it does not take). The server says how many people it
// changed (those who had the tag already, or did not have it, are not) and which addresses are
// nobody on the list any more.
export function SelectionTagger({ emails, onDone }: { emails: string[]; onDone: () => void }) {
  const [tag, setTag] = useState('');
  const [tagPeople] = useTagPeopleMutation();
  const { busy, run } = useAction();
  if (!emails.length) return null;
  const apply = async (action: 'add' | 'remove') => {
    const done = await run(
      () => tagPeople({ tagPeopleDto: { emails, tag: tag.trim(), action } }).unwrap(),
      action === 'add' ? 'Tag not added' : 'Tag not removed',
    );
    if (!done) return;
    const words = action === 'add' ? `added to ${plural(done.changed)}` : `removed from ${plural(done.changed)}`;
    const unknown = done.unknown.length ? ` Not on the list: ${done.unknown.join(', ')}.` : '';
    toast({
      title: action === 'add' ? 'Tag added' : 'Tag removed',
      description: `“${tag.trim()}” ${words}.${unknown}`,
    });
    setTag('');
    onDone();
  };
  return (
    <Space wrap className="automations-admin__selection" role="group" aria-label="Tag the chosen people">
      <span>{plural(emails.length)} chosen</span>
      <Input
        aria-label="Tag for the chosen people"
        placeholder="Tag"
        value={tag}
        maxLength={40}
        onChange={(e) => setTag(e.target.value)}
      />
      <Button type="primary" disabled={!tag.trim()} loading={busy} onClick={() => void apply('add')}>
        Add tag
      </Button>
      <Button disabled={!tag.trim()} loading={busy} onClick={() => void apply('remove')}>
        Remove tag
      </Button>
    </Space>
  );
}
