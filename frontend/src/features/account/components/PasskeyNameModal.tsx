import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { passkeyMessage } from '../../auth';

interface NameValues {
  name: string;
}

// Asks a passkey's name (adding one, or renaming it), then does `save` with it (adding: the
// browser's part too, whose failures it tells as well). Mounted while open.
export function PasskeyNameModal({
  title,
  ok,
  initial = '',
  save,
  onClose,
}: {
  title: string;
  ok: string;
  initial?: string;
  save: (name: string) => Promise<string>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NameValues>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ name }: NameValues) => {
    setBusy(true);
    try {
      toast({ title, description: await save(name.trim()) });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: passkeyMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      open
      okText={ok}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="passkey-name"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ name: initial }}
      >
        <Form.Item
          name="name"
          label="Name"
          extra="Say which device or password manager keeps it, e.g. “My laptop”."
          rules={[{ required: true, whitespace: true, message: 'Give the passkey a name.' }]}
        >
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
