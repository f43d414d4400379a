import { Empty, Segmented, Table } from 'antd';
import { useState } from 'react';
import { CursorPagination } from '../../../components/CursorPagination';
import { SideScroll } from '../../../components/SideScroll';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { type AskedQuestionDto, useListAssistantQuestionPageQuery } from './api';
import { FaqModal, type FaqModalTarget } from './FaqModal';
import { questionColumns } from './question-columns';

export const QUESTIONS_PAGE_SIZE = 20;

type Status = 'unanswered' | 'answered' | 'all';
const FILTERS: { value: Status; label: string; empty: string }[] = [
  { value: 'unanswered', label: 'Not answered', empty: 'Every question was answered' },
  { value: 'answered', label: 'Answered', empty: 'No answered questions yet' },
  { value: 'all', label: 'All', empty: 'No questions yet' },
];

// What visitors asked, newest first, a page at a time: those the assistant could not answer first,
// each of which can be answered with a FAQ entry (the next visitor who asks gets it).
export function QuestionsPanel() {
  const [status, setStatus] = useState<Status>('unanswered');
  const pager = useCursorPages(status);
  const page = useListAssistantQuestionPageQuery({ status, limit: QUESTIONS_PAGE_SIZE, cursor: pager.cursor });
  const [target, setTarget] = useState<FaqModalTarget | null>(null);
  const answer = (q: AskedQuestionDto) => setTarget({ question: { id: q.id, text: q.question } });
  return (
    <div>
      <div className="assistant-admin__toolbar">
        <Segmented<Status>
          aria-label="Show questions"
          value={status}
          onChange={setStatus}
          options={FILTERS.map(({ value, label }) => ({ value, label }))}
        />
      </div>
      {page.isError && !page.data ? (
        <p role="alert">Failed to load the questions. Please try again later.</p>
      ) : (
        <SideScroll label="Questions asked">
          <Table<AskedQuestionDto>
            aria-label="Questions asked"
            rowKey="id"
            dataSource={page.currentData?.items ?? page.data?.items}
            loading={page.isFetching}
            pagination={false}
            locale={{ emptyText: <Empty description={FILTERS.find((f) => f.value === status)!.empty} /> }}
            columns={questionColumns(answer)}
          />
        </SideScroll>
      )}
      <CursorPagination pager={pager} query={page} pageSize={QUESTIONS_PAGE_SIZE} noun="questions" />
      <FaqModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
