import { SaveOutlined } from '@ant-design/icons';
import { Button, Input, Tag } from 'antd';
import { useId, useState } from 'react';
import { toast } from '../../../../components/toast';
import { type Sequence, useCreateSequenceMutation, useUpdateSequenceMutation } from '../api';
import { SegmentSelect } from '../parts/SegmentSelect';
import { useAction } from '../use-action';
import { NEW_SEQUENCE, type SequenceDraft, toDraft, toPayload } from './sequence-draft';
import { STATUS_WORDS, stepComplete, triggerComplete } from './sequence-words';
import { SequenceSteps } from './SequenceSteps';
import { StatusButton } from './StatusButton';
import { TriggerFields } from './TriggerFields';

interface SequenceEditorProps {
  // the saved sequence with its steps' figures, or null for a new one
  sequence: Sequence | null;
  onSaved: (id: number) => void;
  onClose: () => void;
}

// A sequence's name, trigger, segment and ordered steps, saved as a whole; a saved one is activated
// or paused here too, and shows each step's figures.
export function SequenceEditor({ sequence, onSaved, onClose }: SequenceEditorProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<SequenceDraft>(() => (sequence ? toDraft(sequence) : NEW_SEQUENCE));
  const [create] = useCreateSequenceMutation();
  const [update] = useUpdateSequenceMutation();
  const { busy, run } = useAction();
  const set = (fields: Partial<SequenceDraft>) => setDraft({ ...draft, ...fields });
  const save = async () => {
    const body = toPayload(draft);
    const saved = await run(
      () =>
        (sequence ? update({ id: sequence.id, saveSequenceDto: body }) : create({ saveSequenceDto: body })).unwrap(),
      'Sequence not saved',
    );
    if (!saved) return;
    toast({ title: 'Sequence saved', description: `“${saved.name}” has ${saved.steps.length} steps.` });
    // the steps as saved, with the ids the new ones were given: a second save keeps them
    setDraft(toDraft(saved));
    onSaved(saved.id);
  };
  const ready =
    draft.name.trim() !== '' &&
    triggerComplete(draft.trigger) &&
    draft.steps.length > 0 &&
    draft.steps.every((s) => stepComplete(s.step));
  const statsOf = (id: number | undefined) => sequence?.steps.find((s) => s.id === id)?.stats;
  return (
    <section className="automations-admin__editor" aria-labelledby={headingId}>
      <div className="automations-admin__row">
        <h3 id={headingId}>{sequence ? `Edit “${sequence.name}”` : 'New sequence'}</h3>
        {sequence && <Tag color={STATUS_WORDS[sequence.status].color}>{STATUS_WORDS[sequence.status].label}</Tag>}
        {sequence && <StatusButton sequence={sequence} />}
      </div>
      <label className="automations-admin__field">
        <span>Name</span>
        <Input value={draft.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <TriggerFields trigger={draft.trigger} onChange={(trigger) => set({ trigger })} />
      <SegmentSelect
        label="Only people in the segment"
        everyone="Anyone (no segment)"
        value={draft.segmentId}
        onChange={(segmentId) => set({ segmentId })}
      />
      <SequenceSteps steps={draft.steps} onChange={(steps) => set({ steps })} statsOf={statsOf} />
      <div className="automations-admin__row">
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={!ready}
          loading={busy}
          onClick={() => void save()}
        >
          Save sequence
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </section>
  );
}
