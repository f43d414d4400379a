import { ApiProperty } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';
}

export class ReadinessDto {
  @ApiProperty({
    enum: ['ok', 'error', 'stopping'],
    example: 'ok',
    description: 'stopping: the replica got SIGTERM and is finishing what it serves (answered with 503)',
  })
  status: 'ok' | 'error' | 'stopping';

  @ApiProperty({
    enum: ['up', 'busy', 'down'],
    example: 'up',
    description:
      'up: the database answers; busy: it answers slowly or every pooled connection is in use (still ready); ' +
      'down: it cannot be reached',
  })
  db: 'up' | 'busy' | 'down';
}
