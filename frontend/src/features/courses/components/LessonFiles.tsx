import type { LessonDto } from '../learning-api';
import { fileSize } from '../lib/file-size';

// A lesson's attachments, each a download with its size.
export function LessonFiles({ files }: { files: LessonDto['attachments'] }) {
  if (files.length === 0) return null;
  return (
    <section className="lesson-page__attachments" aria-labelledby="lesson-attachments">
      <h2 id="lesson-attachments">Attachments</h2>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.fileName}>
              {file.fileName}
            </a>{' '}
            <span className="lesson-page__size">({fileSize(file.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
