import { Form, Input } from 'antd';

// The field of a two-factor code: the app's six digits (or, where `recovery`, a recovery code).
export function CodeField({ label, recovery = false }: { label: string; recovery?: boolean }) {
  return (
    <Form.Item
      name="code"
      label={label}
      extra={recovery ? 'The 6-digit code your authenticator app shows, or one of your recovery codes.' : undefined}
      rules={[{ required: true, whitespace: true, message: 'Enter the code' }]}
    >
      <Input autoComplete="one-time-code" inputMode={recovery ? 'text' : 'numeric'} maxLength={20} />
    </Form.Item>
  );
}
