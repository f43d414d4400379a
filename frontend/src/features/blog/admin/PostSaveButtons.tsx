import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface PostSaveButtonsProps {
  // editing a post rather than writing a new one
  editing: boolean;
  saving: boolean;
  // which button is at work (true: publish)
  savingAs: boolean | null;
  onSave: (published: boolean) => void;
}

// The post's two saves: into the queue (or as it is), or published and sent now.
export function PostSaveButtons({ editing, saving, savingAs, onSave }: PostSaveButtonsProps) {
  return (
    <div className="post-form__actions">
      <Button
        size="large"
        icon={<PlusOutlined aria-hidden />}
        disabled={saving}
        loading={saving && savingAs === false}
        onClick={() => onSave(false)}
      >
        {editing ? 'Update Post' : 'Add to Queue'}
      </Button>
      <Button
        size="large"
        type="primary"
        icon={<SendOutlined aria-hidden />}
        disabled={saving}
        loading={saving && savingAs === true}
        onClick={() => onSave(true)}
      >
        {editing ? 'Update & Publish' : 'Publish & Send Now'}
      </Button>
    </div>
  );
}
