import { ApiProperty } from '@nestjs/swagger';
import { int4Schema } from '../../../core/http/int4';
import { BlogPostDto } from './blog-post.dto';

export class NextPostDto {
  @ApiProperty({ type: BlogPostDto, nullable: true, description: 'The oldest queued post, published next' })
  nextPost: BlogPostDto | null;

  @ApiProperty({ ...int4Schema(0), example: 3 })
  queueCount: number;
}

export class PublishNextResultDto {
  @ApiProperty({ example: 'Published "Five Habits of Calm Leaders" and e-mailed subscribers.' })
  message: string;

  @ApiProperty({ type: BlogPostDto })
  post: BlogPostDto;
}

export class DeletedDto {
  @ApiProperty({ example: 'Post deleted' })
  message: string;
}
