import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import type { Reflection } from '../lib/community-data';

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

function ReflectionCard({
  reflection,
  onComplete,
}: {
  reflection: Reflection;
  onComplete: (id: string, response: string) => void;
}) {
  const ids = useId();
  const [response, setResponse] = useState('');
  return (
    <article
      className={`community-card reflection${reflection.completed ? ' reflection--completed' : ''}`}
      aria-labelledby={`${ids}-prompt`}
    >
      <header className="reflection__header">
        <time dateTime={reflection.date}>{dayOf(reflection.date)}</time>
        {reflection.completed ? (
          <span className="reflection__status reflection__status--completed">
            <CheckCircleFilled aria-hidden="true" /> Completed
          </span>
        ) : (
          <span className="reflection__status">
            <ClockCircleOutlined aria-hidden="true" /> Pending
          </span>
        )}
      </header>
      <h3 id={`${ids}-prompt`} className="reflection__prompt">
        {reflection.prompt}
      </h3>
      {reflection.completed ? (
        <p className="reflection__response">{reflection.response}</p>
      ) : (
        <div className="reflection__form">
          <Input.TextArea
            aria-label="Your response"
            rows={3}
            maxLength={2000}
            placeholder="Take a moment. There is no wrong answer."
            value={response}
            onChange={(event) => setResponse(event.target.value)}
          />
          <Button type="primary" disabled={!response.trim()} onClick={() => onComplete(reflection.id, response)}>
            Complete Reflection
          </Button>
        </div>
      )}
    </article>
  );
}

export function ReflectionsTab({
  reflections,
  onComplete,
}: {
  reflections: readonly Reflection[];
  onComplete: (id: string, response: string) => void;
}) {
  // today's prompt first
  const newestFirst = [...reflections].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="community-stack">
      {newestFirst.map((reflection) => (
        <ReflectionCard key={reflection.id} reflection={reflection} onComplete={onComplete} />
      ))}
    </div>
  );
}
