import { Alert, Card, Statistic } from 'antd';
import { useGetMembershipFiguresQuery } from './api';
import { FIGURES_FAILED } from './FiguresPanel';

const Figure = ({ title, value }: { title: string; value: string | number | undefined }) => (
  <Card className="memberships-figure" role="group" aria-label={title}>
    <Statistic title={title} value={value ?? '–'} loading={value === undefined} />
  </Card>
);

// Analytics' part of memberships for the chosen days (the site's, as the API counts them): the
// members who joined and left in them, and the monthly recurring revenue now.
export function MembersInRange({ from, to }: { from: string; to: string }) {
  const { currentData: figures, isError } = useGetMembershipFiguresQuery({ from, to });
  const total = (key: 'new' | 'churned') => figures?.days.reduce((sum, day) => sum + day[key], 0);
  return (
    <section className="memberships-figures" aria-label="Members">
      {isError && <Alert type="error" showIcon title={FIGURES_FAILED} />}
      <div className="memberships-figures__grid">
        <Figure title="New members" value={total('new')} />
        <Figure title="Churned members" value={total('churned')} />
        <Figure title="Monthly recurring revenue" value={figures?.mrr} />
      </div>
    </section>
  );
}
