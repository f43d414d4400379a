import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { builderAction } from './builder-action';

interface ConfirmActionProps {
  // the question and what it means
  title: string;
  description?: string;
  // the confirming button's text ('Delete', 'Remove')
  okText: string;
  // the button's text, or (an icon-only button) its accessible name
  label?: string;
  ariaLabel?: string;
  small?: boolean;
  action: () => Promise<unknown>;
  done: string;
  failed: string;
}

// A deletion in the builder (a module, a lesson, a video, an attachment, a student): a danger
// button that asks first, then runs it as a builderAction.
export function ConfirmAction({
  title,
  description,
  okText,
  label,
  ariaLabel,
  small,
  action,
  done,
  failed,
}: ConfirmActionProps) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    await builderAction(action, { done, failed });
    setPending(false);
  };
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      okButtonProps={{ danger: true }}
      onConfirm={run}
    >
      <Button
        size={small ? 'small' : undefined}
        danger
        icon={<DeleteOutlined aria-hidden />}
        loading={pending}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
    </Popconfirm>
  );
}
