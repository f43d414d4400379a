import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { toast } from '../../../../components/toast';
import { useSetPeopleTagMutation } from '../api';
import { useAction } from '../use-action';

const plural = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

// Under the table once rows are chosen: a tag to add to them or remove from them (the server
// stores it lower-case and refuses one it does not take).
export function SelectionTagger({ emails, onDone }: { emails: string[]; onDone: () => void }) {
  const [tag, setTag] = useState('');
  const [setPeopleTag] = useSetPeopleTagMutation();
  const { busy, run } = useAction();
  if (!emails.length) return null;
  const apply = async (action: 'add' | 'remove') => {
    const done = await run(
      () => setPeopleTag({ emails, tag: tag.trim(), action }).unwrap(),
      action === 'add' ? 'Tag not added' : 'Tag not removed',
    );
    if (done === undefined) return;
    const words = action === 'add' ? `added to ${plural(emails.length)}` : `removed from ${plural(emails.length)}`;
    toast({ title: action === 'add' ? 'Tag added' : 'Tag removed', description: `“${tag.trim()}” ${words}.` });
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
