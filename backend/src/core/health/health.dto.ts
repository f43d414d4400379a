import { ApiProperty } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' })
  status: 'ok' | 'error';

  @ApiProperty({
    enum: ['up', 'busy', 'down'],
    example: 'up',
    description:
      'up: the database answers; busy: it answers slowly or every pooled connection is in use (still ready); ' +
      'down: it cannot be reached',
  })
  db: 'up' | 'busy' | 'down';
}
