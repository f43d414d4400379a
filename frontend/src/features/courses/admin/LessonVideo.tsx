import { LinkOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { LessonAdminDto } from './api';
import { useRemoveLessonVideoMutation, useSaveCourseLessonMutation } from './api';
import { builderAction } from './builder-action';
import { ConfirmAction } from './ConfirmAction';
import { formatSize } from './course-format';
import { OneFieldForm } from './OneFieldForm';
import { UploadButton } from './UploadButton';
import { useLessonUpload } from './use-lesson-upload';

// what the API takes (checked again by the file's content there)
export const VIDEO_TYPES = '.mp4,.webm,.mov,.m4v,video/mp4,video/webm,video/quicktime,video/x-m4v';
const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

// A lesson's video: an uploaded file (with its progress) or a YouTube/Vimeo link, saved at once.
export function LessonVideo({ lesson }: { lesson: LessonAdminDto }) {
  const { progress, upload } = useLessonUpload('video', lesson.id);
  const [save, saving] = useSaveCourseLessonMutation();
  const [removeFile] = useRemoveLessonVideoMutation();
  const { video } = lesson;

  const setLink = (videoUrl: string | null, done: string) =>
    builderAction(() => save({ lessonId: lesson.id, saveLessonDto: { videoUrl } }).unwrap(), {
      done,
      failed: 'Video Not Saved',
    });

  return (
    <section className="lesson-editor__video" aria-label="Video">
      <h3 className="lesson-editor__label">Video</h3>
      {video?.provider === 'file' && (
        <p className="lesson-editor__current">
          <a href={video.url} target="_blank" rel="noopener">
            {video.fileName}
          </a>
          {video.size !== undefined && <span> ({formatSize(video.size)})</span>}
          <ConfirmAction
            title="Remove this video?"
            description="Its file is deleted."
            okText="Remove"
            label="Remove Video"
            small
            action={() => removeFile({ lessonId: lesson.id }).unwrap()}
            done="Video Removed"
            failed="Video Not Removed"
          />
        </p>
      )}
      {video && video.provider !== 'file' && (
        <p className="lesson-editor__current">
          <LinkOutlined aria-hidden /> {PROVIDERS[video.provider]}:{' '}
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            {video.url}
          </a>
          <Button size="small" loading={saving.isLoading} onClick={() => setLink(null, 'Video Link Removed')}>
            Remove Link
          </Button>
        </p>
      )}
      {!video && <p className="course-builder__hint">No video yet.</p>}
      <UploadButton
        label={video?.provider === 'file' ? 'Replace Video' : 'Upload Video'}
        accept={VIDEO_TYPES}
        progress={progress}
        onFile={upload}
      />
      <OneFieldForm
        label="YouTube or Vimeo link"
        placeholder="https://www.youtube.com/watch?v=…"
        type="url"
        button="Use Link"
        icon={<LinkOutlined aria-hidden />}
        onSubmit={(url) => setLink(url, 'Video Link Saved')}
      />
    </section>
  );
}
