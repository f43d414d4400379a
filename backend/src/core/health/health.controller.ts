import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../access/access.decorators';
import { LivenessDto, ReadinessDto } from './health.dto';
import { HealthService } from './health.service';

const READY = {
  ok: { type: ReadinessDto, description: '{"status":"ok","db":"up"}, or "db":"busy" when the database is slow' },
  down: {
    type: ReadinessDto,
    description:
      'The database is unreachable ({"status":"error","db":"down"}), or the replica is shutting down ' +
      '({"status":"stopping",…}: it finishes what it serves and takes nothing new)',
  },
};

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Readiness (as /api/health/ready): for load balancers and startup order' })
  @ApiOkResponse(READY.ok)
  @ApiServiceUnavailableResponse(READY.down)
  getHealth(@Res({ passthrough: true }) res: Response): Promise<ReadinessDto> {
    return this.ready(res);
  }

  @Get('ready')
  @Public()
  @ApiOperation({ summary: 'Readiness: the replica can serve (its database up or busy), for load balancers' })
  @ApiOkResponse(READY.ok)
  @ApiServiceUnavailableResponse(READY.down)
  getReadiness(@Res({ passthrough: true }) res: Response): Promise<ReadinessDto> {
    return this.ready(res);
  }

  @Get('live')
  @Public()
  @ApiOperation({ summary: 'Liveness: the process answers (no database), for container restart policies' })
  @ApiOkResponse({ type: LivenessDto, description: '{"status":"ok"}' })
  getLiveness(@Res({ passthrough: true }) res: Response): LivenessDto {
    res.setHeader('Cache-Control', 'no-store');
    return this.health.liveness();
  }

  private async ready(res: Response): Promise<ReadinessDto> {
    const result = await this.health.readiness();
    res.status(result.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return result;
  }
}
