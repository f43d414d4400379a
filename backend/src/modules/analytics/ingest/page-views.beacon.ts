import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { validBody, type FastBeacon } from '../../../core/http/fast-beacons';
import { RecordViewDto } from '../dto/record-view.dto';
import { MAX_BEACON_BYTES } from './ingest.errors';
import { PageViewsService } from './page-views.service';
import { viewSourceOf } from './view-filters';

// POST /api/analytics/views answered ahead of Express (core/http/fast-beacons.ts) for a browser
// without a session, which cannot be the owner: the route's DTO, filters and writer, 204.
@Injectable()
export class PageViewsBeacon implements FastBeacon {
  readonly route = 'analytics/views';
  readonly maxBytes = MAX_BEACON_BYTES;

  constructor(private readonly views: PageViewsService) {}

  accept(body: unknown, headers: IncomingHttpHeaders, ip: string): Promise<void> | null {
    const view = validBody(RecordViewDto, body);
    return view && this.views.record(view, viewSourceOf(headers, ip, false));
  }
}
