import { WarningOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';

// One line of the Overview on how something the site does by itself is going (mail, backups): in
// the warning colour, with a warning icon, when it needs a look.
export function HealthCard({
  label,
  className,
  icon,
  warning,
  children,
}: {
  label: string;
  className: string;
  icon: ReactNode;
  warning: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      className={`admin-health ${className}${warning ? ` ${className}--warning admin-health--warning` : ''}`}
      role="group"
      aria-label={label}
    >
      {warning ? <WarningOutlined aria-hidden /> : icon}
      <span>{children}</span>
      {warning && <span className="sr-only"> (needs a look)</span>}
    </Card>
  );
}
