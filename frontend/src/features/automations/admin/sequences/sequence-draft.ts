import type { SaveSequenceDto, Sequence, SequenceStep, SequenceTrigger } from '../api';
import { triggerOf } from './sequence-words';

// A step on screen: its key (a step moves, and a new one has no id yet) and the step itself.
export interface DraftStep {
  key: string;
  step: SequenceStep;
}

export interface SequenceDraft {
  name: string;
  trigger: SequenceTrigger;
  // null: anyone
  segmentId: number | null;
  steps: DraftStep[];
}

let nextKey = 0;
export const draftStep = (step: SequenceStep): DraftStep => ({
  key: step.id ? `id-${step.id}` : `new-${nextKey++}`,
  step,
});

export const NEW_SEQUENCE: SequenceDraft = { name: '', trigger: { type: 'subscribed' }, segmentId: null, steps: [] };

// a saved sequence on screen (its steps' figures are shown beside the draft)
export function toDraft(sequence: Sequence): SequenceDraft {
  const { name, trigger, segmentId } = sequence;
  const steps = sequence.steps.map(({ stats: _stats, ...step }) => draftStep(step));
  return { name, trigger: triggerOf(trigger), segmentId, steps };
}

// the sequence as the API takes it: a step keeps its id (people past it are not sent it again), a
// new one has none; a wait's time of day only when given; tags and subjects trimmed
export function toPayload(draft: SequenceDraft): SaveSequenceDto {
  const steps = draft.steps.map(({ step }): SequenceStep => {
    switch (step.type) {
      case 'wait': {
        const { at, ...wait } = step;
        return at ? { ...wait, at } : wait;
      }
      case 'email':
        return { ...step, subject: step.subject.trim() };
      case 'add-tag':
      case 'remove-tag':
        return { ...step, tag: step.tag.trim() };
      default:
        return step;
    }
  });
  const { trigger: t } = draft;
  const trigger =
    t.type === 'tag-added' ? { ...t, tag: t.tag.trim() } : t.type === 'booked' && !t.productId ? { type: t.type } : t;
  return { name: draft.name.trim(), trigger, segmentId: draft.segmentId, steps };
}
