import { PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useState } from 'react';
import type { SequenceStepType, StepStatsDto } from '../api';
import { type DraftStep, draftStep } from './sequence-draft';
import { blankStep, STEP_TYPES } from './sequence-words';
import { StepCard } from './StepCard';

interface SequenceStepsProps {
  steps: DraftStep[];
  onChange: (steps: DraftStep[]) => void;
  // the saved steps' figures, by id
  statsOf: (id: number | undefined) => StepStatsDto | undefined;
}

// The ordered steps: each moved, changed or removed in place, and a new one added at the end.
export function SequenceSteps({ steps, onChange, statsOf }: SequenceStepsProps) {
  const [adding, setAdding] = useState<SequenceStepType>('wait');
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  return (
    <>
      <h4>Steps</h4>
      {steps.length === 0 && <p className="automations-admin__muted">No steps yet: add the first below.</p>}
      <ol className="automations-admin__stack automations-admin__steps" aria-label="Steps">
        {steps.map(({ key, step }, index) => (
          <StepCard
            key={key}
            index={index}
            count={steps.length}
            step={step}
            stats={statsOf(step.id)}
            onChange={(changed) => onChange(steps.map((s, i) => (i === index ? { key, step: changed } : s)))}
            onMove={(by) => move(index, by)}
            onRemove={() => onChange(steps.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div className="automations-admin__row">
        <Select
          aria-label="New step"
          className="automations-condition__type"
          options={STEP_TYPES.map(({ value, label }) => ({ value, label }))}
          value={adding}
          onChange={setAdding}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => onChange([...steps, draftStep(blankStep(adding))])}>
          Add step
        </Button>
      </div>
    </>
  );
}
