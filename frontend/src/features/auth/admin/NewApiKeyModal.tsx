import { Form, Input, Radio } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { refusedFields } from '../../../api/refused-fields';
import { toast } from '../../../components/toast';
import { type CreateApiKeyDto, type CreatedApiKeyDto, useCreateApiKeyMutation } from './api';
import { AdminFormModal } from '../../../components/AdminFormModal';
import { API_KEY_SCOPES, type ApiKeyScope } from './api-key-scopes';

const FIELDS = ['name', 'scope'] as const;

// each scope with the line that says what a key of it may do
const SCOPE_OPTIONS = (Object.keys(API_KEY_SCOPES) as ApiKeyScope[]).map((value) => ({
  value,
  label: (
    <span className="admin-api-keys__scope">
      <strong>{API_KEY_SCOPES[value].label}</strong>
      <span className="admin-api-keys__muted">{API_KEY_SCOPES[value].explained}</span>
    </span>
  ),
}));

interface NewApiKeyModalProps {
  open: boolean;
  onClose: () => void;
  // the key made, with its token (shown once)
  onCreated: (created: CreatedApiKeyDto) => void;
}

// 'New API key': a name and a scope (read content unless the owner picks admin: the least a
// script needs); what the API refuses shows on its field, and its sentence in a toast (a name an
// active key has: 409).
export function NewApiKeyModal({ open, onClose, onCreated }: NewApiKeyModalProps) {
  const [form] = Form.useForm<CreateApiKeyDto>();
  const [create, { isLoading }] = useCreateApiKeyMutation();

  const submit = async ({ name, scope }: CreateApiKeyDto) => {
    try {
      onCreated(await create({ createApiKeyDto: { name: name.trim(), scope } }).unwrap());
    } catch (error) {
      form.setFields(refusedFields(error, FIELDS, 'name'));
      toast({
        title: 'API Key Not Created',
        description: serverMessage(error, 'Failed to create the API key. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AdminFormModal
      title="New API key"
      okText="Create API key"
      open={open}
      onClose={onClose}
      busy={isLoading}
      form={form}
      name="new-api-key"
      initialValues={{ scope: 'read-content' }}
      onFinish={submit}
    >
      <Form.Item
        name="name"
        label="Name"
        extra="What uses it, e.g. “Newsletter sync”."
        rules={[{ required: true, whitespace: true, message: 'Please give the key a name' }]}
      >
        <Input maxLength={80} autoComplete="off" />
      </Form.Item>
      <Form.Item name="scope" label="Scope">
        <Radio.Group aria-label="Scope" options={SCOPE_OPTIONS} className="admin-api-keys__scopes" />
      </Form.Item>
    </AdminFormModal>
  );
}
