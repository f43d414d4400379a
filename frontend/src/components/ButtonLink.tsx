import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type ButtonLook, buttonClassName } from './button/button-look';
import { ButtonContent } from './button/ButtonContent';

type ButtonLinkProps = ButtonLook & {
  to: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  style?: React.CSSProperties;
  children?: ReactNode;
};

// A link (<a href>, navigating client-side) that looks like a button; no antd, so any page may use it.
export function ButtonLink({ to, onClick, style, children, ...look }: ButtonLinkProps) {
  return (
    <Link to={to} onClick={onClick} style={style} className={buttonClassName(look)}>
      <ButtonContent {...look}>{children}</ButtonContent>
    </Link>
  );
}
