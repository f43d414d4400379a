import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

// The student's switch for the e-mail about lessons that opened.
export class SetDripMailsDto {
  @ApiProperty({ description: 'true: an e-mail on the days lessons open; false: none' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;
}
