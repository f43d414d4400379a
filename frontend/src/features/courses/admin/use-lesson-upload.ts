import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../components/toast';
import { refusedForSize, type UploadLimit } from '../../../lib/upload-limit';
import { type LessonFileKind, lessonFileUploaded, uploadLessonFile } from './api';
import { TRY_AGAIN } from './builder-action';

export interface UploadProgress {
  fileName: string;
  percent: number;
}

const UPLOADED: Record<LessonFileKind, string> = { video: 'Video Uploaded', attachment: 'Attachment Uploaded' };

// A lesson's video or attachment upload with its progress (null when none is under way); a file
// over `limit` is refused here, before any of it is sent.
export function useLessonUpload(kind: LessonFileKind, lessonId: number, limit?: UploadLimit) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = async (file: File) => {
    if (limit && refusedForSize(file, limit)) return;
    const fileName = file.name;
    setProgress({ fileName, percent: 0 });
    try {
      await uploadLessonFile(kind, lessonId, file, (percent) => setProgress({ fileName, percent }));
      dispatch(lessonFileUploaded());
      toast({ title: UPLOADED[kind], description: fileName });
    } catch (error) {
      toast({ title: 'Upload Failed', description: serverMessage(error, TRY_AGAIN), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  return { progress, upload };
}
