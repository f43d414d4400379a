import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BlogPostDto } from './blog-post.dto';

export class NextPostDto {
  @ApiPropertyOptional({ type: BlogPostDto, nullable: true, description: 'The oldest queued post, published next' })
  nextPost: BlogPostDto | null;

  @ApiProperty({ example: 3 })
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
