import { EyeOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import type { BroadcastDto, PreviewDto } from '../api';
import { MailBodyField } from '../parts/MailBodyField';
import { SegmentSelect } from '../parts/SegmentSelect';
import { BroadcastPreview } from './BroadcastPreview';
import { isEditable } from './broadcast-words';
import { RecipientsCount } from './RecipientsCount';
import { ScheduleControls } from './ScheduleControls';
import { type BroadcastFields, useBroadcastActions } from './use-broadcast-actions';

// A broadcast's subject, body and segment (with how many it would go to now); its preview as the server renders it, a test to the
// owner's own address, and when it goes (a time, or now) until it is sent.
export function BroadcastEditor({ broadcast, onClose }: { broadcast: BroadcastDto | null; onClose: () => void }) {
  const headingId = useId();
  const [saved, setSaved] = useState(broadcast);
  const [fields, setFields] = useState<BroadcastFields>({
    subject: broadcast?.subject ?? '',
    body: broadcast?.body ?? '',
    segmentId: broadcast?.segmentId ?? null,
  });
  const [preview, setPreview] = useState<PreviewDto | null>(null);
  const actions = useBroadcastActions(saved, setSaved);
  const set = (changed: Partial<BroadcastFields>) => setFields({ ...fields, ...changed });
  const editable = !saved || isEditable(saved.status);
  const ready = editable && fields.subject.trim() !== '' && fields.body !== '';
  const showPreview = async () => setPreview((await actions.preview(fields)) ?? null);
  return (
    <section className="automations-admin__editor" aria-labelledby={headingId}>
      <h3 id={headingId}>{broadcast ? `Broadcast “${broadcast.subject}”` : 'New broadcast'}</h3>
      <label className="automations-admin__field">
        <span>Subject</span>
        <Input
          value={fields.subject}
          maxLength={200}
          disabled={!editable}
          onChange={(e) => set({ subject: e.target.value })}
        />
      </label>
      <MailBodyField label="Body" value={fields.body} onChange={(body) => set({ body })} />
      <SegmentSelect
        label="Send to"
        everyone="Everyone who takes marketing mail"
        value={fields.segmentId}
        onChange={(segmentId) => set({ segmentId })}
      />
      {editable && <RecipientsCount segmentId={fields.segmentId} />}
      <div className="automations-admin__row">
        <Button
          icon={<SaveOutlined aria-hidden />}
          disabled={!ready}
          loading={actions.busy}
          onClick={() => void actions.save(fields)}
        >
          Save draft
        </Button>
        <Button
          icon={<EyeOutlined aria-hidden />}
          disabled={!fields.subject.trim() || !fields.body}
          onClick={() => void showPreview()}
        >
          Preview
        </Button>
        <Button
          icon={<SendOutlined aria-hidden />}
          disabled={!ready}
          loading={actions.busy}
          onClick={() => void actions.sendTest(fields)}
        >
          Send test
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
      {editable && ready && (
        <ScheduleControls
          broadcast={saved}
          busy={actions.busy}
          onSchedule={(at) => void actions.schedule(fields, at)}
          onUnschedule={() => void actions.unschedule()}
        />
      )}
      <BroadcastPreview mail={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
