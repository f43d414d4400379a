import { Button, Popconfirm } from 'antd';
import { toast } from '../../../../components/toast';
import { useAction } from '../use-action';

interface DeleteButtonProps {
  // what it is, in the toasts: 'Segment', 'Sequence'…
  kind: string;
  // its name: in the question, the button's label and the toast
  name: string;
  // what goes with it, said under the question
  description?: string;
  // the request (unwrapped): the server's refusal is shown in a toast
  remove: () => Promise<unknown>;
  onDeleted?: () => void;
}

// A row's "Delete": asked once more, then sent; the server's refusal ("This segment is used by …")
// or its deletion said in a toast.
export function DeleteButton({ kind, name, description, remove, onDeleted }: DeleteButtonProps) {
  const { run } = useAction();
  const confirm = async () => {
    if ((await run(remove, `${kind} not deleted`)) === undefined) return;
    onDeleted?.();
    toast({ title: `${kind} deleted`, description: `“${name}” is deleted.` });
  };
  return (
    <Popconfirm title={`Delete “${name}”?`} description={description} okText="Delete" onConfirm={confirm}>
      <Button size="small" danger aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}
