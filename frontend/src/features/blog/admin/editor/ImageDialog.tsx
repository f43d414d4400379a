import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { serverMessage } from '../../../../api/error-message';
import { inlineImage, type ImageSources } from '../../../../lib/image-sources';
import { useUploadImageMutation } from '../api';
import { InsertDialog, type InsertProps } from './InsertDialog';

export interface ImageChoice extends ImageSources {
  alt: string;
}

interface ImageFields {
  file: File | undefined;
  alt: string;
}

// "Insert image": a picture uploaded through the site's image pipeline (resized into WebP variants),
// put in the text as its variant the width of the post, with the words read out in its place
// (asked for: the picture is not inserted without them).
export function ImageDialog({ open, onInsert, onCancel }: InsertProps<ImageChoice>) {
  const [form] = Form.useForm<ImageFields>();
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const file = Form.useWatch('file', form);

  const finish = async ({ file: image, alt }: ImageFields) => {
    setFailure(null);
    try {
      const { url } = await upload({ body: { image: image! } }).unwrap();
      onInsert({ ...inlineImage(url), alt: alt.trim() });
    } catch (error) {
      setFailure(serverMessage(error, 'Failed to upload the image. Please try again.'));
    }
  };

  return (
    <InsertDialog
      title="Insert image"
      okText="Upload and insert"
      busy={uploading}
      open={open}
      form={form}
      onFinish={finish}
      onCancel={onCancel}
    >
      <Form.Item
        name="file"
        label="Picture"
        valuePropName="file"
        getValueFromEvent={(event: ChangeEvent<HTMLInputElement>) => event.target.files?.[0]}
        rules={[{ required: true, message: 'Please choose a picture to upload.' }]}
      >
        <FilePicker name={file?.name} />
      </Form.Item>
      <Form.Item
        name="alt"
        label="Alt text"
        extra="What the picture shows, for readers who cannot see it"
        rules={[{ required: true, whitespace: true, message: 'Please describe the picture (its alt text).' }]}
      >
        <Input maxLength={300} />
      </Form.Item>
      {failure && (
        <p role="alert" className="post-form__error">
          {failure}
        </p>
      )}
    </InsertDialog>
  );
}

// a button that opens the file chooser, and the chosen file's name
function FilePicker({ name, onChange }: { name?: string; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="editor-file-picker">
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
        Choose a picture
      </Button>
      <span>{name ?? 'No picture chosen'}</span>
      <input ref={input} type="file" accept="image/*" hidden aria-label="Picture file" onChange={onChange} />
    </div>
  );
}
