import { LINK_REFUSED, postLinkHref } from '@coach/shared';
import { Form, Input } from 'antd';
import { InsertDialog } from './InsertDialog';

export interface LinkChoice {
  href: string;
  // the words to link when nothing was selected
  text: string;
}

interface LinkDialogProps {
  open: boolean;
  // the address of the link being edited
  href?: string;
  // nothing selected: the dialog asks for the words too
  askText: boolean;
  onInsert: (link: LinkChoice) => void;
  onCancel: () => void;
}

// "Insert link": the address is checked as the server will (a web address, an e-mail address or a
// page of this site; @coach/shared post-links.ts), and refused here with the reason.
export function LinkDialog({ open, href, askText, onInsert, onCancel }: LinkDialogProps) {
  const [form] = Form.useForm<{ address: string; text?: string }>();
  const finish = ({ address, text }: { address: string; text?: string }) => {
    const kept = postLinkHref(address, window.location.origin)!;
    onInsert({ href: kept, text: text?.trim() || address.trim() });
  };
  return (
    <InsertDialog
      title="Insert link"
      open={open}
      form={form}
      onFinish={finish}
      onCancel={onCancel}
      initialValues={{ address: href ?? '' }}
    >
      <Form.Item
        name="address"
        label="Address"
        extra="https://…, an e-mail address, or a page of this site such as /blog"
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!value?.trim()) throw new Error('Please enter the address to link to.');
              if (postLinkHref(value, window.location.origin) === null) throw new Error(LINK_REFUSED);
            },
          },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
      {askText && (
        <Form.Item name="text" label="Text to show" extra="The address itself when left empty">
          <Input />
        </Form.Item>
      )}
    </InsertDialog>
  );
}
