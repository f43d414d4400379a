import { parseVideoLink, type VideoLink } from '@coach/shared';
import { Form, Input } from 'antd';
import { InsertDialog, type InsertProps } from './InsertDialog';

export const VIDEO_REFUSED =
  'Paste the link of a YouTube or Vimeo video (youtube.com/watch?v=…, youtu.be/…, vimeo.com/…).';

// "Insert video": the link of a YouTube or Vimeo video, read as a lesson's video is; readers see it
// click-to-load.
export function VideoDialog({ open, onInsert, onCancel }: InsertProps<VideoLink>) {
  const [form] = Form.useForm<{ link: string }>();
  return (
    <InsertDialog
      title="Insert video"
      open={open}
      form={form}
      onFinish={({ link }) => onInsert(parseVideoLink(link)!)}
      onCancel={onCancel}
    >
      <Form.Item
        name="link"
        label="Video link"
        extra="Nothing loads from YouTube or Vimeo until a reader presses play."
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!value || parseVideoLink(value) === null) throw new Error(VIDEO_REFUSED);
            },
          },
        ]}
      >
        <Input autoFocus placeholder="https://www.youtube.com/watch?v=…" />
      </Form.Item>
    </InsertDialog>
  );
}
