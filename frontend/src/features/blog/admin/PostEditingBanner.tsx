import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';

// Above the form while a post is edited: which one, and Cancel Edit (back to a new post).
export function PostEditingBanner({ title, onCancel }: { title: string; onCancel: () => void }) {
  return (
    <div className="post-form__editing" role="status">
      <span>
        <EditOutlined aria-hidden /> Editing: <strong>{title}</strong>
      </span>
      <Button icon={<CloseOutlined aria-hidden />} onClick={onCancel}>
        Cancel Edit
      </Button>
    </div>
  );
}
