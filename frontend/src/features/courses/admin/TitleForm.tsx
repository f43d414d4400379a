import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';

interface TitleFormProps {
  // the field's accessible name
  label: string;
  placeholder?: string;
  button: string;
  icon?: ReactNode;
  // editing a title (rename) rather than naming something new
  initial?: string;
  loading?: boolean;
  onCancel?: () => void;
  // the answer, or undefined when it failed (the field keeps what was typed)
  onSubmit: (title: string) => Promise<unknown>;
}

// One title and its button: a new module or lesson, or a module's new name. A title is 1–200 characters.
export function TitleForm({
  label,
  placeholder,
  button,
  icon,
  initial = '',
  loading,
  onCancel,
  onSubmit,
}: TitleFormProps) {
  const [title, setTitle] = useState(initial);
  const trimmed = title.trim();
  return (
    <form
      className="course-title-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!trimmed) return;
        const answer = await onSubmit(trimmed);
        if (answer !== undefined && !initial) setTitle('');
      }}
    >
      <Space.Compact block>
        <Input
          aria-label={label}
          placeholder={placeholder ?? label}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onCancel?.()}
        />
        <Button
          htmlType="submit"
          type={initial ? 'primary' : 'default'}
          icon={icon}
          loading={loading}
          disabled={!trimmed}
        >
          {button}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Space.Compact>
    </form>
  );
}
