import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { changeOf, figureText, type FigureKind } from './figures';
import './analytics-admin.css';

export interface FigureCardProps {
  title: string;
  kind: FigureKind;
  // undefined while the report loads, or when it failed
  current: number | undefined;
  previous: number | undefined;
  // the report could not be read: said instead of a figure that would never come
  failed?: boolean;
  // the period before, as the change line names it ('the previous 7 days')
  against: string;
  // a bounce rate going down is good news
  lowerIsBetter?: boolean;
  children?: ReactNode;
}

const ARROWS = { up: '▲', down: '▼', same: '' };

const FIGURES_FAILED = 'Failed to load the analytics. Please try again later.';

// One figure of a period, with its change against the period before: ▲ +12% (good news in green,
// bad in red; the sign says it without the colour or the arrow).
export function FigureCard({
  title,
  kind,
  current,
  previous,
  against,
  lowerIsBetter,
  failed,
  children,
}: FigureCardProps) {
  const change = current === undefined || previous === undefined ? undefined : changeOf(current, previous, kind);
  const good = change && change.direction !== 'same' && (change.direction === 'down') === !!lowerIsBetter;
  const tone = !change || change.direction === 'same' ? 'same' : good ? 'good' : 'bad';
  return (
    <Card className="analytics-figure" role="group" aria-label={title}>
      <Statistic
        title={title}
        value={current === undefined ? '–' : figureText(current, kind)}
        loading={!change && !failed}
      />
      {failed && (
        <p className="status-message status-message--error" role="alert">
          {FIGURES_FAILED}
        </p>
      )}
      {change && (
        <p className={`analytics-figure__change analytics-figure__change--${tone}`}>
          {change.direction !== 'same' && <span aria-hidden>{ARROWS[change.direction]} </span>}
          {change.text} <span className="analytics-figure__against">vs {against}</span>
        </p>
      )}
      {children}
    </Card>
  );
}
