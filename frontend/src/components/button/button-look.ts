import type { ReactNode } from 'react';
// the classes' styles come with them, wherever a button or a link takes them
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

// The classes of button.css for a look (a link that looks like a button takes them too).
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
