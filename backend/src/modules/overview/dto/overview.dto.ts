import { ApiProperty } from '@nestjs/swagger';

// What the admin dashboard's Overview tab shows: how many of each, not the lists themselves.
export class OverviewCountsDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 42 })
  subscribers: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 7 })
  messages: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 30, description: 'Every post, published and queued' })
  posts: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 24 })
  publishedPosts: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 6 })
  products: number;
}
