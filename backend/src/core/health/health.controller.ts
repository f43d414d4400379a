import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../access/access.decorators';
import { HealthDto } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness and database reachability, for load balancers and container healthchecks' })
  @ApiOkResponse({ type: HealthDto, description: '{"status":"ok","db":"up"}' })
  @ApiServiceUnavailableResponse({
    type: HealthDto,
    description: 'The database is unreachable: {"status":"error","db":"down"}',
  })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const result = await this.health.check();
    res.status(result.db === 'up' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return result;
  }
}
