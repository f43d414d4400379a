import { PaperClipOutlined } from '@ant-design/icons';
import { megabytes, type UploadLimit } from '../../../lib/upload-limit';
import type { LessonAdminDto, LessonAttachmentAdmin } from './api';
import { useRemoveLessonAttachmentMutation } from './api';
import { ConfirmAction } from './ConfirmAction';
import { formatSize } from './course-format';
import { UploadButton } from './UploadButton';
import { useLessonUpload } from './use-lesson-upload';

// the file types the API takes for an attachment (it checks them again)
export const ATTACHMENT_EXTENSIONS = ['pdf', 'zip', 'mp4', 'mov', 'avi', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'epub'];
// the API's limit and sentence, checked first so a large file is not sent for nothing
const ATTACHMENT_LIMIT: UploadLimit = { maxBytes: megabytes(100), tooLarge: 'Attachments can be up to 100 MB.' };

// A lesson's files for its students (worksheets, slides): upload with progress, download, remove.
export function LessonAttachments({ lesson }: { lesson: LessonAdminDto }) {
  const { progress, upload } = useLessonUpload('attachment', lesson.id, ATTACHMENT_LIMIT);
  return (
    <section className="lesson-editor__attachments" aria-label="Attachments">
      <h3 className="lesson-editor__label">Attachments</h3>
      {lesson.attachments.length ? (
        <ul className="lesson-attachments">
          {lesson.attachments.map((attachment) => (
            <AttachmentItem key={attachment.id} lessonId={lesson.id} attachment={attachment} />
          ))}
        </ul>
      ) : (
        <p className="course-builder__hint">No attachments yet.</p>
      )}
      <UploadButton
        label="Upload Attachment"
        accept={ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
        progress={progress}
        onFile={upload}
      />
    </section>
  );
}

function AttachmentItem({ lessonId, attachment }: { lessonId: number; attachment: LessonAttachmentAdmin }) {
  const [remove] = useRemoveLessonAttachmentMutation();
  return (
    <li className="lesson-attachments__item">
      <PaperClipOutlined aria-hidden />
      <a href={attachment.url}>{attachment.fileName}</a>
      <span className="lesson-attachments__size">{formatSize(attachment.size)}</span>
      <ConfirmAction
        title={`Remove “${attachment.fileName}”?`}
        okText="Remove"
        ariaLabel={`Remove ${attachment.fileName}`}
        small
        action={() => remove({ lessonId, attachmentId: attachment.id }).unwrap()}
        done="Attachment Removed"
        failed="Attachment Not Removed"
      />
    </li>
  );
}
