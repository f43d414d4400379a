import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { toast } from '../../../../components/toast';
import { type SequenceDto, useSetSequenceStatusMutation } from '../api';
import { useAction } from '../use-action';

// Activate a draft or paused sequence (people start entering it; the server refuses one without an
// e-mail step, and says so), or pause an active one (nobody enters or moves on until it is
// activated again).
export function StatusButton({ sequence }: { sequence: Pick<SequenceDto, 'id' | 'name' | 'status'> }) {
  const [setStatus] = useSetSequenceStatusMutation();
  const { busy, run } = useAction();
  const active = sequence.status === 'active';
  const change = async () => {
    const status = active ? 'paused' : 'active';
    const done = await run(
      () => setStatus({ id: sequence.id, sequenceStatusDto: { status } }).unwrap(),
      active ? 'Not paused' : 'Not activated',
    );
    if (done)
      toast({ title: active ? 'Sequence paused' : 'Sequence active', description: `“${sequence.name}” is ${status}.` });
  };
  return (
    <Button
      size="small"
      loading={busy}
      icon={active ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
      aria-label={`${active ? 'Pause' : 'Activate'} ${sequence.name}`}
      onClick={() => void change()}
    >
      {active ? 'Pause' : 'Activate'}
    </Button>
  );
}
