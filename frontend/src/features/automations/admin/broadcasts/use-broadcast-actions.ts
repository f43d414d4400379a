import { toast } from '../../../../components/toast';
import {
  type BroadcastDto,
  useCreateBroadcastMutation,
  usePreviewBroadcastMutation,
  useScheduleBroadcastMutation,
  useTestBroadcastMutation,
  useUpdateBroadcastMutation,
} from '../api';
import { useAction } from '../use-action';

// what the editor holds of a broadcast: its subject, its body (the editor's HTML) and its segment
// (null: everyone who takes marketing mail)
export type BroadcastFields = Pick<BroadcastDto, 'subject' | 'body' | 'segmentId'>;

const people = (n: number | null) => `${(n ?? 0).toLocaleString('en-US')} ${n === 1 ? 'person' : 'people'}`;

// What the broadcast editor does. A test, a schedule and "Send now" first save what is on screen,
// so the mail that goes is the one the owner sees.
export function useBroadcastActions(saved: BroadcastDto | null, onSaved: (broadcast: BroadcastDto) => void) {
  const [create] = useCreateBroadcastMutation();
  const [update] = useUpdateBroadcastMutation();
  const [preview] = usePreviewBroadcastMutation();
  const [sendTest] = useTestBroadcastMutation();
  const [schedule] = useScheduleBroadcastMutation();
  const { busy, run } = useAction();

  const save = async (fields: BroadcastFields) => {
    const done = await run(
      () =>
        (saved ? update({ id: saved.id, saveBroadcastDto: fields }) : create({ saveBroadcastDto: fields })).unwrap(),
      'Broadcast not saved',
    );
    if (done) onSaved(done);
    return done;
  };

  return {
    busy,
    save: async (fields: BroadcastFields) => {
      if (await save(fields)) toast({ title: 'Broadcast saved', description: `“${fields.subject}” is saved.` });
    },
    preview: ({ subject, body }: BroadcastFields) =>
      run(() => preview({ broadcastContentDto: { subject, body } }).unwrap(), 'No preview'),
    sendTest: async (fields: BroadcastFields) => {
      const broadcast = await save(fields);
      if (!broadcast) return;
      const sent = await run(() => sendTest({ id: broadcast.id }).unwrap(), 'Test not sent');
      if (sent !== undefined) toast({ title: 'Test sent', description: 'A test was sent to your own address.' });
    },
    // a time to come, or now (then the server sends it at once)
    schedule: async (fields: BroadcastFields, at: string) => {
      const broadcast = await save(fields);
      if (!broadcast) return;
      const done = await run(
        () => schedule({ id: broadcast.id, scheduleBroadcastDto: { at } }).unwrap(),
        'Not scheduled',
      );
      if (!done) return;
      onSaved(done);
      if (done.status === 'sent')
        toast({ title: 'Broadcast sent', description: `“${done.subject}” went to ${people(done.recipients)}.` });
      else toast({ title: 'Broadcast scheduled', description: `“${done.subject}” will be sent at its time.` });
    },
    // no time: back to a draft
    unschedule: async () => {
      if (!saved) return;
      const done = await run(
        () => schedule({ id: saved.id, scheduleBroadcastDto: { at: null } }).unwrap(),
        'Not cancelled',
      );
      if (!done) return;
      onSaved(done);
      toast({ title: 'Broadcast cancelled', description: `“${done.subject}” is a draft again.` });
    },
  };
}
