import { WEBHOOK_EVENTS } from '@coach/shared';
import { Alert, Checkbox, Form, Input, Switch } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { refusedFields } from '../../../api/refused-fields';
import { AdminFormModal } from '../../../components/AdminFormModal';
import { toast } from '../../../components/toast';
import {
  type CreateWebhookEndpointDto,
  useCreateWebhookEndpointMutation,
  type WebhookEndpointWithSecretDto,
} from './api';

const FIELDS = ['url', 'description', 'events', 'allowPrivate'] as const;
const EVENT_OPTIONS = WEBHOOK_EVENTS.map(({ value, label }) => ({ value, label: `${label} (${value})` }));

interface NewWebhookModalProps {
  open: boolean;
  onClose: () => void;
  // the endpoint made, with its secret (shown once)
  onCreated: (created: WebhookEndpointWithSecretDto) => void;
}

// "Add endpoint": its URL, what it is for, the events it takes, and the switch that lets it reach a
// private address (off unless the owner turns it on, with the warning of what that allows). What the
// API refuses (a private address, an URL that does not resolve) shows on its field and in a toast.
export function NewWebhookModal({ open, onClose, onCreated }: NewWebhookModalProps) {
  const [form] = Form.useForm<CreateWebhookEndpointDto>();
  const allowPrivate = Form.useWatch('allowPrivate', form) === true;
  const [create, { isLoading }] = useCreateWebhookEndpointMutation();

  const submit = async (values: CreateWebhookEndpointDto) => {
    try {
      const dto = { ...values, url: values.url.trim(), description: values.description?.trim() ?? '' };
      onCreated(await create({ createWebhookEndpointDto: dto }).unwrap());
    } catch (error) {
      form.setFields(refusedFields(error, FIELDS, 'url'));
      toast({
        title: 'Endpoint Not Added',
        description: serverMessage(error, 'Failed to add the endpoint. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AdminFormModal
      title="Add webhook endpoint"
      okText="Add endpoint"
      open={open}
      onClose={onClose}
      busy={isLoading}
      form={form}
      name="new-webhook"
      initialValues={{ events: [], allowPrivate: false }}
      onFinish={submit}
    >
      <Form.Item
        name="url"
        label="URL"
        extra="Where the events are sent, e.g. https://hooks.zapier.com/…"
        rules={[{ required: true, whitespace: true, message: 'Please enter the URL to send events to' }]}
      >
        <Input type="url" maxLength={2000} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="events"
        label="Events"
        rules={[{ required: true, type: 'array', min: 1, message: 'Please choose at least one event' }]}
      >
        <Checkbox.Group options={EVENT_OPTIONS} className="admin-webhooks__events" />
      </Form.Item>
      <Form.Item name="allowPrivate" label="Allow private addresses" valuePropName="checked">
        <Switch />
      </Form.Item>
      {allowPrivate && (
        <Alert
          type="warning"
          showIcon
          title="Only for a receiver on your own network: the site will then send requests to private, loopback and link-local addresses (and over plain http), which could reach services that only the server should."
        />
      )}
    </AdminFormModal>
  );
}
