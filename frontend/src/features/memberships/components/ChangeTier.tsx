import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { MyMembershipDto } from '../api';
import { ChangeTierForm } from './ChangeTierForm';

// Change tier: a dialog to choose another tier or interval, see what it costs, and confirm.
export function ChangeTier({ membership }: { membership: MyMembershipDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change tier</Button>
      <Modal open={open} title="Change your tier" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <ChangeTierForm membership={membership} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
