import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ID_SCHEMA } from '../../../core/http/int4';
import type { LessonView } from '../course-views';
import { VIDEO_PROVIDERS } from '../entities/course-lesson.entity';

export class LessonVideoDto {
  @ApiProperty({ enum: VIDEO_PROVIDERS }) provider: string;
  @ApiProperty({
    format: 'uri-reference',
    description: 'An uploaded file: its link signed for the reader (4 hours); YouTube/Vimeo: the video’s page',
  })
  url: string;
  @ApiPropertyOptional({
    format: 'uri',
    description: 'YouTube/Vimeo: the player to load in an iframe once the reader presses play',
  })
  embedUrl?: string;
  @ApiPropertyOptional({ description: 'An uploaded file: its name' }) fileName?: string;
}

export class LessonAttachmentDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: 'worksheet.pdf' }) fileName: string;
  @ApiProperty({ type: 'integer', format: 'int64', minimum: 0, description: 'Bytes' }) size: number;
  @ApiProperty({ format: 'uri-reference', description: 'Its download link, signed for the reader (4 hours)' })
  url: string;
}

export class LessonLinkDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() title: string;
}

export class LessonDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() title: string;
  @ApiProperty() moduleTitle: string;
  @ApiProperty({ description: 'Sanitised HTML' }) bodyHtml: string;
  @ApiProperty() freePreview: boolean;
  @ApiProperty({ description: 'The reader marked it complete' }) completed: boolean;
  @ApiProperty({ type: LessonVideoDto, nullable: true }) video: LessonVideoDto | null;
  @ApiProperty({ type: [LessonAttachmentDto] }) attachments: LessonAttachmentDto[];
  @ApiProperty({
    type: LessonLinkDto,
    nullable: true,
    description: 'The lesson before it in the course (open or not); null for the first',
  })
  previous: LessonLinkDto | null;
  @ApiProperty({
    type: LessonLinkDto,
    nullable: true,
    description: 'The lesson after it in the course (open or not); null for the last',
  })
  next: LessonLinkDto | null;
}

export const toLessonDto = (l: LessonView): LessonDto => ({
  id: l.id,
  title: l.title,
  moduleTitle: l.moduleTitle,
  bodyHtml: l.bodyHtml,
  freePreview: l.freePreview,
  completed: l.completed,
  video: l.video,
  attachments: l.attachments,
  previous: l.previous,
  next: l.next,
});
