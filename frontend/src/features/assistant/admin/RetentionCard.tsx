import { Button, Card, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useGetAssistantSettingsQuery, useSaveAssistantSettingsMutation } from './api';

const MAX_DAYS = 730;

// How long the assistant's conversations (and the questions in them) are kept after their last
// question; older ones are deleted every night.
export function RetentionCard() {
  const settings = useGetAssistantSettingsQuery();
  const [save, saving] = useSaveAssistantSettingsMutation();
  // what is typed, until saved (null: the saved value)
  const [typed, setTyped] = useState<number | null>(null);
  const days = typed ?? settings.data?.retentionDays ?? null;
  const submit = async () => {
    if (days === null) return;
    try {
      await save({ assistantSettingsDto: { retentionDays: days } }).unwrap();
      setTyped(null);
      toast({ title: 'Settings saved', description: `Conversations are kept for ${days} days.` });
    } catch (error) {
      toast({
        title: 'Settings not saved',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  if (settings.isError && !settings.data)
    return <p role="alert">Failed to load the settings. Please try again later.</p>;
  return (
    <Card title="Conversations" className="assistant-admin__settings" loading={settings.isLoading}>
      <Space wrap>
        <label htmlFor="assistant-retention-days">Keep conversations for</label>
        <InputNumber<number>
          id="assistant-retention-days"
          min={1}
          max={MAX_DAYS}
          precision={0}
          value={days}
          onChange={(value) => setTyped(value)}
        />
        <span>days</span>
        <Button type="primary" loading={saving.isLoading} disabled={days === null} onClick={() => void submit()}>
          Save
        </Button>
      </Space>
      <p className="assistant-admin__muted">
        Conversations, and the questions in them, are deleted this many days after their last question (1 to {MAX_DAYS}
        ).
      </p>
    </Card>
  );
}
