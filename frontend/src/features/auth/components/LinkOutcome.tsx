import { Result } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';

interface LinkOutcomeProps {
  status: 'success' | 'warning';
  title: string;
  text: string;
  action: { to: string; label: string };
  extra?: ReactNode;
}

// What a link from a mail led to: done, or why it cannot be used and where to get a new one.
export function LinkOutcome({ status, title, text, action, extra }: LinkOutcomeProps) {
  return (
    <Result
      className="link-outcome"
      status={status}
      title={<h2 className="link-outcome__title">{title}</h2>}
      subTitle={<p role={status === 'warning' ? 'alert' : 'status'}>{text}</p>}
      extra={[
        <ButtonLink key="action" to={action.to} type="primary">
          {action.label}
        </ButtonLink>,
        extra,
      ]}
    />
  );
}
