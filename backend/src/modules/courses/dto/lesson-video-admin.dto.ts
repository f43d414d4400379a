import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VIDEO_PROVIDERS } from '../entities/course-lesson.entity';
import type { CourseLessonEntity } from '../entities/course-lesson.entity';
import { embedUrlOf, watchUrlOf } from '@coach/shared';

// A lesson's video as the builder shows it: an uploaded file (its name, size and a link signed for
// the owner) or a YouTube/Vimeo video (its page and its player).
export class LessonVideoAdminDto {
  @ApiProperty({ enum: VIDEO_PROVIDERS, example: 'youtube' })
  provider: (typeof VIDEO_PROVIDERS)[number];

  @ApiPropertyOptional({ example: 'welcome.mp4', description: 'An uploaded file only' })
  fileName?: string;

  @ApiPropertyOptional({
    type: 'integer',
    format: 'int64',
    example: 73400320,
    description: 'Bytes; an uploaded file only',
  })
  size?: number;

  @ApiProperty({
    example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    description: "An uploaded file: its link signed for the reader (4 hours). A link video: the host's page of it",
  })
  url: string;

  @ApiPropertyOptional({
    example: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    description: 'A link video only: the player to frame once the reader presses play',
  })
  embedUrl?: string;
}

// null without a video; fileUrl is the signed link of an uploaded one (only asked for then)
export function toLessonVideoAdminDto(lesson: CourseLessonEntity, fileUrl: () => string): LessonVideoAdminDto | null {
  if (!lesson.videoProvider || !lesson.videoRef) return null;
  if (lesson.videoProvider === 'file') {
    return {
      provider: 'file',
      fileName: lesson.videoFileName ?? undefined,
      size: lesson.videoSize ?? undefined,
      url: fileUrl(),
    };
  }
  const link = { provider: lesson.videoProvider, id: lesson.videoRef };
  return { provider: lesson.videoProvider, url: watchUrlOf(link), embedUrl: embedUrlOf(link) };
}
