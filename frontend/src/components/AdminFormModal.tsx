import type { FormInstance } from 'antd';
import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';

interface AdminFormModalProps<T> {
  title: string;
  okText: string;
  open: boolean;
  onClose: () => void;
  busy: boolean;
  form: FormInstance<T>;
  // the form's name (its fields' ids start with it)
  name: string;
  initialValues?: Partial<T>;
  onFinish: (values: T) => void;
  className?: string;
  children: ReactNode;
}

// The admin's "New …" dialogs: a form around the whole dialog, so its OK button submits, and so
// does Enter in a field; the fields are cleared when it closes.
export function AdminFormModal<T>({ title, okText, open, onClose, busy, children, ...form }: AdminFormModalProps<T>) {
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<T> {...form} layout="vertical" requiredMark={false} clearOnDestroy>
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
