import { Button, Modal, Switch } from 'antd';
import { useId } from 'react';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import type { EmailListDto } from '../api';
import { useUpdateEmailPreferencesMutation } from '../api';
import { EMAIL_LISTS, type EmailList, savedToast } from '../lib/email-lists';

interface Props {
  list: EmailList;
  current: EmailListDto | undefined;
  open: boolean;
  onClose: () => void;
}

// Manage one list: a switch that turns it on or off at once, and what the list does now.
export function EmailPreferenceModal({ list, current, open, onClose }: Props) {
  const words = EMAIL_LISTS[list];
  const [update, { isLoading }] = useUpdateEmailPreferencesMutation();
  const labelId = useId();

  const change = async (on: boolean) => {
    try {
      const saved = await update({ updateEmailPreferencesDto: { [list]: on } }).unwrap();
      toast(savedToast(list, saved[list]));
    } catch (error) {
      const description = serverMessage(error, 'Failed to save your preference. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  };

  return (
    <Modal
      title={words.title}
      open={open}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p className="account-settings__description">{words.description}</p>
      <div className="account-preference__switch">
        <Switch
          aria-labelledby={labelId}
          checked={current ? current.status !== 'not-subscribed' : false}
          disabled={!current}
          loading={isLoading}
          onChange={(on) => void change(on)}
        />
        <span id={labelId}>{words.switchLabel}</span>
      </div>
      {current && (
        <p className="account-preference__state" role="status">
          {words.state[current.status](current.email)}
        </p>
      )}
    </Modal>
  );
}
