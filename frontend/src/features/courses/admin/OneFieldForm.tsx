import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';

interface OneFieldFormProps {
  // the field's accessible name
  label: string;
  placeholder?: string;
  // a title without a type (1–200 characters)
  type?: 'email' | 'url';
  button: string;
  // the button's icon: a plus unless said
  icon?: ReactNode;
  // editing a value (a module's name) rather than giving a new one, which the field then forgets
  initial?: string;
  onCancel?: () => void;
  // the answer, or undefined when it failed (the field keeps what was typed)
  onSubmit: (value: string) => Promise<unknown>;
}

// One field and its button: a new module or lesson (titles are 1–200 characters), a module's new
// name, a video's link, a student's e-mail.
export function OneFieldForm({
  label,
  placeholder,
  type,
  button,
  icon,
  initial = '',
  onCancel,
  onSubmit,
}: OneFieldFormProps) {
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const trimmed = value.trim();
  return (
    <form
      className="course-field-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!trimmed) return;
        setPending(true);
        const answer = await onSubmit(trimmed);
        setPending(false);
        if (answer !== undefined && !initial) setValue('');
      }}
    >
      <Space.Compact block>
        <Input
          aria-label={label}
          placeholder={placeholder ?? label}
          type={type}
          value={value}
          maxLength={type ? undefined : 200}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onCancel?.()}
        />
        <Button
          htmlType="submit"
          type={initial ? 'primary' : 'default'}
          icon={icon ?? (initial ? undefined : <PlusOutlined aria-hidden />)}
          loading={pending}
          disabled={!trimmed}
        >
          {button}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Space.Compact>
    </form>
  );
}
