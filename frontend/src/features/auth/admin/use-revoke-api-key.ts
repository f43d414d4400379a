import { App } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { type ApiKeyDto, useRevokeApiKeyMutation } from './api';

// "Revoke" asks first, naming the key; from then on a call with it is refused (401).
export function useRevokeApiKey(): (key: ApiKeyDto) => void {
  const { modal } = App.useApp();
  const [revokeKey] = useRevokeApiKeyMutation();
  const revoke = async (key: ApiKeyDto) => {
    try {
      await revokeKey({ id: key.id }).unwrap();
      toast({ title: 'API Key Revoked', description: `“${key.name}” can no longer call the API.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to revoke the API key. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (key) => {
    modal.confirm({
      title: `Revoke “${key.name}”?`,
      content: 'Scripts and tools using this key are refused from now on. This cannot be undone.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => revoke(key),
    });
  };
}
