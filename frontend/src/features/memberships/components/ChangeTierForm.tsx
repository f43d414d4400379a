import { Alert, Button, Form, Select } from 'antd';
import { toast } from '../../../components/toast';
import type { MyMembershipDto } from '../api';
import { useTierChange } from '../lib/use-tier-change';
import { ChangePreview } from './ChangePreview';
import { IntervalChoice } from './IntervalChoice';

// The tier and interval to change to, what the server says the change means, and Confirm.
export function ChangeTierForm({ membership, onDone }: { membership: MyMembershipDto; onDone: () => void }) {
  const change = useTierChange(membership);
  const confirm = async () => {
    const changed = await change.confirm();
    if (!changed) return;
    onDone();
    toast({ title: 'Tier changed', description: `You are now a member of ${changed.tier.title}, ${changed.price}.` });
  };
  return (
    <Form layout="vertical" onFinish={() => void confirm()}>
      <Form.Item label="Tier" htmlFor="membership-change-tier">
        <Select
          id="membership-change-tier"
          value={change.choice.tierId}
          options={change.tiers.map((tier) => ({ value: tier.id, label: tier.title }))}
          onChange={change.chooseTier}
        />
      </Form.Item>
      {change.tier && (
        <IntervalChoice tier={change.tier} interval={change.choice.interval} onChange={change.chooseInterval} />
      )}
      {change.changed ? (
        <ChangePreview preview={change.preview} card={membership.card} />
      ) : (
        <p className="join-trial">Choose another tier or billing to see what it costs.</p>
      )}
      {change.refusal && <Alert type="error" showIcon role="alert" title={change.refusal} />}
      <Button type="primary" htmlType="submit" block loading={change.busy} disabled={!change.preview.currentData}>
        Confirm change
      </Button>
    </Form>
  );
}
