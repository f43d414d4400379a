import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import '../auth.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: ReactNode;
  disabled?: boolean;
  inputMode?: 'numeric' | 'text';
}

// A labelled input of the auth forms; the <label> names it for assistive technology (and tests).
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  hint,
  disabled,
  inputMode,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        size="large"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
