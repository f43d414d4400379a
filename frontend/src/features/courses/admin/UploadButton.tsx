import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';
import type { UploadProgress } from './use-lesson-upload';

interface UploadButtonProps {
  label: string;
  accept: string;
  progress: UploadProgress | null;
  onFile: (file: File) => Promise<void>;
}

// Choose a file and follow its upload: the bar shows the percent sent (XMLHttpRequest's progress).
export function UploadButton({ label, accept, progress, onFile }: UploadButtonProps) {
  return (
    <div className="lesson-upload">
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={progress !== null}
        // the chosen file goes through our own request (api/upload.ts), never antd's
        beforeUpload={(file) => {
          void onFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={progress !== null}>
          {label}
        </Button>
      </Upload>
      {progress && (
        <div className="lesson-upload__progress">
          <span>Uploading {progress.fileName}…</span>
          <Progress percent={progress.percent} aria-label={`Uploading ${progress.fileName}`} />
        </div>
      )}
    </div>
  );
}
