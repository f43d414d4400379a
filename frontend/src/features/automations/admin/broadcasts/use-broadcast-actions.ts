import { toast } from '../../../../components/toast';
import {
  type BroadcastDto,
  type SaveBroadcastDto,
  useCancelBroadcastMutation,
  useCreateBroadcastMutation,
  usePreviewBroadcastMutation,
  useScheduleBroadcastMutation,
  useSendTestBroadcastMutation,
  useUpdateBroadcastMutation,
} from '../api';
import { useAction } from '../use-action';

// What the broadcast editor does. A test, a schedule and "Send now" first save what is on screen,
// so the mail that goes is the one the owner sees.
export function useBroadcastActions(saved: BroadcastDto | null, onSaved: (broadcast: BroadcastDto) => void) {
  const [create] = useCreateBroadcastMutation();
  const [update] = useUpdateBroadcastMutation();
  const [preview] = usePreviewBroadcastMutation();
  const [sendTest] = useSendTestBroadcastMutation();
  const [schedule] = useScheduleBroadcastMutation();
  const [cancel] = useCancelBroadcastMutation();
  const { busy, run } = useAction();

  const save = async (fields: SaveBroadcastDto) => {
    const done = await run(
      () => (saved ? update({ id: saved.id, broadcast: fields }) : create(fields)).unwrap(),
      'Broadcast not saved',
    );
    if (done) onSaved(done);
    return done;
  };
  return {
    busy,
    save: async (fields: SaveBroadcastDto) => {
      if (await save(fields)) toast({ title: 'Broadcast saved', description: `“${fields.subject}” is saved.` });
    },
    preview: (fields: SaveBroadcastDto) =>
      run(() => preview({ subject: fields.subject, body: fields.body }).unwrap(), 'No preview'),
    sendTest: async (fields: SaveBroadcastDto) => {
      const broadcast = await save(fields);
      if (!broadcast) return;
      const sent = await run(() => sendTest(broadcast.id).unwrap(), 'Test not sent');
      if (sent !== undefined) toast({ title: 'Test sent', description: 'A test was sent to your own address.' });
    },
    schedule: async (fields: SaveBroadcastDto, at: string) => {
      const broadcast = await save(fields);
      if (!broadcast) return;
      const done = await run(() => schedule({ id: broadcast.id, at }).unwrap(), 'Not scheduled');
      if (done) onSaved(done);
      if (done) toast({ title: 'Broadcast scheduled', description: `“${done.subject}” will be sent at its time.` });
    },
    cancel: async () => {
      if (!saved) return;
      const done = await run(() => cancel(saved.id).unwrap(), 'Not cancelled');
      if (done) onSaved(done);
      if (done) toast({ title: 'Broadcast cancelled', description: `“${done.subject}” is a draft again.` });
    },
  };
}
