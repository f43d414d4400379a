import { Button } from 'antd';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../constants';
import { deadLinkReason, isDeadLink } from '../link-token';
import { TextField } from './TextField';

interface NewPasswordFormProps {
  saving: boolean;
  save: (password: string) => Promise<unknown>;
  // the link stopped working meanwhile (used in another tab, expired while typing)
  onDeadLink: (reason: string) => void;
}

// The reset page's form: one new password, with the registration's rule and messages.
export function NewPasswordForm({ saving, save, onDeadLink }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast({ title: 'Invalid Password', description: PASSWORD_HINT, variant: 'destructive' });
      return;
    }
    try {
      await save(password);
    } catch (error) {
      if (isDeadLink(error)) return onDeadLink(deadLinkReason(error));
      const description = serverMessage(error, 'Failed to change the password. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={password}
        onChange={setPassword}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {saving ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
