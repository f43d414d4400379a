import type { ButtonHTMLAttributes, Ref } from 'react';
import { untilHydrated, useHydrated } from '../../lib/use-hydrated';
import { type ButtonLook, buttonClassName } from './button-look';
import { ButtonContent } from './ButtonContent';

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
