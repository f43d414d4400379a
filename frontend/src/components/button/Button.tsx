import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { untilHydrated, useHydrated } from '../../lib/use-hydrated';
import './button.css';

// How a button looks, in antd's words (the same looks as antd's Button, without antd).
export interface ButtonLook {
  type?: 'primary' | 'default';
  size?: 'middle' | 'large';
  shape?: 'default' | 'round';
  block?: boolean;
  icon?: ReactNode;
  iconPlacement?: 'start' | 'end';
  className?: string;
}

export function buttonClassName(
  { type = 'default', size = 'middle', shape, block, className }: ButtonLook,
  loading = false,
) {
  return [
    'btn',
    `btn--${type}`,
    size === 'large' && 'btn--large',
    shape === 'round' && 'btn--round',
    block && 'btn--block',
    loading && 'btn--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

// The icon (a spinner while loading: a CSS ring, no icon to download) and the label, in the order asked for.
export function ButtonContent({
  icon,
  iconPlacement = 'start',
  loading,
  children,
}: ButtonLook & { loading?: boolean; children?: ReactNode }) {
  const shown = loading ? <span className="btn__spinner" aria-hidden="true" /> : icon;
  return (
    <>
      {iconPlacement === 'start' && shown}
      {children !== undefined && <span>{children}</span>}
      {iconPlacement === 'end' && shown}
    </>
  );
}

type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
    htmlType?: 'button' | 'submit';
    loading?: boolean;
    // to move the keyboard's focus to it (React 19 passes a ref as a prop)
    ref?: Ref<HTMLButtonElement>;
  };

// A plain button of the public pages; while loading it shows a spinner, is busy and takes no click;
// disabled until the page is hydrated (use-hydrated).
export function Button({
  type,
  size,
  shape,
  block,
  icon,
  iconPlacement,
  className,
  htmlType = 'button',
  loading = false,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={htmlType}
      className={buttonClassName({ type, size, shape, block, className }, loading)}
      {...untilHydrated(hydrated, disabled)}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : rest.onClick}
    >
      <ButtonContent icon={icon} iconPlacement={iconPlacement} loading={loading}>
        {children}
      </ButtonContent>
    </button>
  );
}
