import { Button, Card, Popconfirm, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { loadPasskeyBrowser } from '../../auth';
import {
  type PasskeyDto,
  useListPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
} from '../api';
import { PasskeyNameModal } from './PasskeyNameModal';

// the orders' format (spec section 9)
const DAY = 'MMM DD, YYYY';

// Passkeys: the account's, each with its name and dates, Rename and Remove; "Add a passkey" asks a
// name, then the browser makes the passkey. A passkey signs in on its own, two-factor on or not.
export function PasskeysCard() {
  const { data: passkeys = [], isLoading } = useListPasskeysQuery();
  const [options] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [rename] = useRenamePasskeyMutation();
  const [remove] = useRemovePasskeyMutation();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyDto | null>(null);

  const add = async (name: string) => {
    const { createPasskey } = await loadPasskeyBrowser();
    const response = await createPasskey((await options().unwrap()).options);
    await register({ registerPasskeyDto: { name, response } }).unwrap();
    return `“${name}” signs you in from now on.`;
  };
  const onRemove = async (passkey: PasskeyDto) => {
    try {
      await remove({ id: passkey.id }).unwrap();
      toast({ title: 'Passkey Removed', description: `“${passkey.name}” no longer signs you in.` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card
      title="Passkeys"
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      }
    >
      <p className="account-settings__description">
        Sign in with your fingerprint, face or screen lock instead of your password (and code).
      </p>
      {isLoading ? (
        <Spin aria-label="Loading your passkeys" />
      ) : (
        <ul className="account-settings__list" aria-label="Passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="account-settings__row">
              <div>
                <p className="account-settings__title">{passkey.name}</p>
                <p className="account-settings__description">
                  Added {dayjs(passkey.createdAt).format(DAY)} ·{' '}
                  {passkey.lastUsedAt ? `Last used ${dayjs(passkey.lastUsedAt).format(DAY)}` : 'Never used'}
                </p>
              </div>
              <Space>
                <Button onClick={() => setRenaming(passkey)} aria-label={`Rename ${passkey.name}`}>
                  Rename
                </Button>
                <Popconfirm
                  title={`Remove “${passkey.name}”?`}
                  description="It will no longer sign you in."
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRemove(passkey)}
                >
                  <Button danger aria-label={`Remove ${passkey.name}`}>
                    Remove
                  </Button>
                </Popconfirm>
              </Space>
            </li>
          ))}
        </ul>
      )}
      {adding && <PasskeyNameModal title="Add a Passkey" ok="Continue" save={add} onClose={() => setAdding(false)} />}
      {renaming && (
        <PasskeyNameModal
          title="Rename Passkey"
          ok="Save"
          initial={renaming.name}
          save={async (name) => {
            await rename({ id: renaming.id, passkeyNameDto: { name } }).unwrap();
            return `It is now “${name}”.`;
          }}
          onClose={() => setRenaming(null)}
        />
      )}
    </Card>
  );
}
