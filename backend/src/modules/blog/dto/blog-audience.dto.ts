import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';

// A membership tier a post's audience may name ("that tier and above"), for the editor's choice.
export class BlogAudienceTierDto {
  @ApiProperty({ ...ID_SCHEMA, example: 12, description: 'The tier’s product id (audienceTierId)' })
  id: number;

  @ApiProperty({ example: 'Inner Circle' })
  title: string;

  @ApiProperty({ ...int4Schema(1, 100), example: 2, description: 'A higher rank reads what a lower one reads' })
  rank: number;

  @ApiProperty({ description: 'Out of the shop: no new members, its members stay' })
  archived: boolean;
}
