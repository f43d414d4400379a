import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { untilHydrated, useHydrated } from '../../../lib/use-hydrated';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  // the input, select or textarea: it gets the id, aria-invalid and aria-describedby
  children: ReactElement<{
    id?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    disabled?: boolean;
    'data-hydrating'?: string;
  }>;
}

// A labelled field of a plain form with its error below it, tied to the control for screen readers;
// disabled until the page is hydrated (use-hydrated).
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        ...untilHydrated(hydrated, children.props.disabled),
      })}
      <div className="form-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
