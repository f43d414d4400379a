import type { ReactNode } from 'react';
import type { ButtonLook } from './button-look';

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
