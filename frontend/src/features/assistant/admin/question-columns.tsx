import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { AskedQuestionDto, QuestionSourceDto } from './api';

export const askedAt = (iso: string) => dayjs(iso).format('MMM DD, YYYY [at] h:mm A');

function SourceLinks({ sources }: { sources: QuestionSourceDto[] }) {
  if (!sources.length) return <span className="assistant-admin__muted">–</span>;
  return (
    <span className="assistant-admin__sources">
      {sources.map((s) =>
        s.url ? (
          <a key={`${s.source}:${s.url}:${s.title}`} href={s.url} target="_blank" rel="noreferrer">
            {s.title}
          </a>
        ) : (
          <span key={`${s.source}:${s.title}`}>{s.title}</span>
        ),
      )}
    </span>
  );
}

// The Questions table's columns; `answer` opens the FAQ form for an unanswered question.
export function questionColumns(answer: (q: AskedQuestionDto) => void): ColumnsType<AskedQuestionDto> {
  return [
    {
      key: 'asked',
      title: 'Asked',
      render: (_, q) => <time dateTime={q.askedAt}>{askedAt(q.askedAt)}</time>,
    },
    { key: 'question', title: 'Question', dataIndex: 'question' },
    {
      key: 'answer',
      title: 'Answer',
      render: (_, q) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: 'more' }}>{q.answer}</Typography.Paragraph>
      ),
    },
    { key: 'sources', title: 'Sources', render: (_, q) => <SourceLinks sources={q.sources} /> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, q) => {
        if (q.faqId !== null) return <Tag color="green">Answered by FAQ</Tag>;
        if (q.answered) return null;
        return (
          <Button size="small" aria-label={`Answer “${q.question}” as FAQ`} onClick={() => answer(q)}>
            Answer as FAQ
          </Button>
        );
      },
    },
  ];
}
