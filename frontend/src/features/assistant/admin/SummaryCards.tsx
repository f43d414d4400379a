import { Card, Statistic } from 'antd';
import { type AssistantSummaryDto, useGetAssistantSummaryQuery } from './api';

const DAYS = 30;

const CARDS: { key: keyof AssistantSummaryDto; title: string }[] = [
  { key: 'asked', title: 'Asked' },
  { key: 'answered', title: 'Answered' },
  { key: 'unanswered', title: 'Not answered' },
  { key: 'handedOver', title: 'Sent to the owner' },
];

// The assistant's figures of the last 30 days.
export function SummaryCards() {
  const summary = useGetAssistantSummaryQuery({ days: DAYS });
  if (summary.isError && !summary.data)
    return <p role="alert">Failed to load the assistant’s figures. Please try again later.</p>;
  return (
    <section className="assistant-admin__summary" aria-label={`The last ${DAYS} days`}>
      {CARDS.map(({ key, title }) => (
        <Card key={key} role="group" aria-label={title} size="small">
          <Statistic title={title} value={summary.data?.[key] as number | undefined} loading={!summary.data} />
        </Card>
      ))}
      <p className="assistant-admin__muted">
        The last {DAYS} days
        {summary.data?.answeredSince ? ` · ${summary.data.answeredSince} not answered then have a FAQ entry now` : ''}
      </p>
    </section>
  );
}
