import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { SequenceStep, StepStatsDto } from '../api';
import { stepLabel } from './sequence-words';
import { StepFields } from './StepFields';
import { StepStats } from './StepStats';

interface StepCardProps {
  index: number;
  count: number;
  step: SequenceStep;
  // the saved step's figures (none for a new one)
  stats?: StepStatsDto;
  onChange: (step: SequenceStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

// One step of the sequence, in its place: its fields, its figures, and arrows to move it.
export function StepCard({ index, count, step, stats, onChange, onMove, onRemove }: StepCardProps) {
  const name = `Step ${index + 1}: ${stepLabel(step.type)}`;
  return (
    <li className="automations-step" aria-label={name}>
      <div className="automations-step__head">
        <strong>{name}</strong>
        <Space>
          <Button
            size="small"
            aria-label={`Move step ${index + 1} up`}
            icon={<ArrowUpOutlined aria-hidden />}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <Button
            size="small"
            aria-label={`Move step ${index + 1} down`}
            icon={<ArrowDownOutlined aria-hidden />}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <Button
            size="small"
            danger
            aria-label={`Remove step ${index + 1}`}
            icon={<DeleteOutlined aria-hidden />}
            onClick={onRemove}
          />
        </Space>
      </div>
      <StepFields step={step} onChange={onChange} />
      {stats && <StepStats stats={stats} />}
    </li>
  );
}
