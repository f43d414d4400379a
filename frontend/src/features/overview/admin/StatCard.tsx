import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  // undefined while the Overview loads
  value: number | undefined;
  icon: ReactNode;
  // its trend, or what it counts
  note: string;
}

// One count of the Overview, with the line under it.
export function StatCard({ title, value, icon, note }: StatCardProps) {
  return (
    <Card className="admin-stat" role="group" aria-label={title}>
      <Statistic title={title} value={value ?? '–'} prefix={icon} loading={value === undefined} />
      <p className="admin-stat__note">{note}</p>
    </Card>
  );
}
