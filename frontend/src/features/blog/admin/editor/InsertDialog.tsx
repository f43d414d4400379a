import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

// what an insert dialog is given by the editor: whether it shows, and what to do with its choice
export interface InsertProps<Choice> {
  open: boolean;
  onInsert: (choice: Choice) => void;
  onCancel: () => void;
}

interface InsertDialogProps<T> {
  title: string;
  open: boolean;
  form: FormInstance<T>;
  onFinish: (values: T) => void;
  onCancel: () => void;
  okText?: string;
  busy?: boolean;
  initialValues?: Partial<T>;
  children: ReactNode;
}

// One of the editor's insert dialogs: a form in a modal, checked on "Insert" (each field's rules
// say what is wrong beside it), emptied when it closes.
export function InsertDialog<T>({
  title,
  open,
  form,
  onFinish,
  onCancel,
  okText = 'Insert',
  busy,
  initialValues,
  children,
}: InsertDialogProps<T>) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
