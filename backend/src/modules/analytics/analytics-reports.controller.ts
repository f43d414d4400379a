import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { MAX_REPORT_DAYS } from './analytics.errors';
import { AnalyticsReportsService } from './reports/analytics-reports.service';
import { AnalyticsSummaryDto } from './dto/analytics-summary.dto';
import {
  AnalyticsDevicesDto,
  AnalyticsPagesDto,
  AnalyticsPostsDto,
  AnalyticsSourcesDto,
} from './dto/analytics-tables.dto';
import { AnalyticsReportQuery } from './dto/report-query.dto';

const BAD_RANGE = {
  type: ErrorResponseDto,
  description: `from or to is not a date such as 2026-03-14, to is before from, or the range is over ${MAX_REPORT_DAYS} days.`,
};

// The owner's Analytics tab: each report for the days `from` to `to` (the site's days, inclusive). Admin
// reads: an admin key may call them, a read-content key may not (they tell about customers' orders).
@ApiTags('admin: analytics')
@AdminOnly()
@Controller('admin/analytics')
export class AnalyticsReportsController {
  constructor(private readonly reports: AnalyticsReportsService) {}

  @Get('summary')
  @ApiOperation({
    summary:
      'Visitors, views, visits, subscribers, orders and revenue of the days, beside those of the period ' +
      'of the same length before, and each day for the chart',
  })
  @ApiOkResponse({ type: AnalyticsSummaryDto })
  @ApiBadRequestResponse(BAD_RANGE)
  getAnalyticsSummary(@Query() query: AnalyticsReportQuery): Promise<AnalyticsSummaryDto> {
    return this.reports.summary(query.from, query.to);
  }

  @Get('pages')
  @ApiOperation({ summary: 'The 100 most viewed pages, with the subscribers and orders of visits that began there' })
  @ApiOkResponse({ type: AnalyticsPagesDto })
  @ApiBadRequestResponse(BAD_RANGE)
  listAnalyticsPages(@Query() query: AnalyticsReportQuery): Promise<AnalyticsPagesDto> {
    return this.reports.pages(query.from, query.to);
  }

  @Get('sources')
  @ApiOperation({ summary: 'Where visits came from (referring site and campaign), with what they brought' })
  @ApiOkResponse({ type: AnalyticsSourcesDto })
  @ApiBadRequestResponse(BAD_RANGE)
  listAnalyticsSources(@Query() query: AnalyticsReportQuery): Promise<AnalyticsSourcesDto> {
    return this.reports.sources(query.from, query.to);
  }

  @Get('posts')
  @ApiOperation({
    summary: "Each post's views, the readers it brought to the newsletter, and its newsletter's delivery",
  })
  @ApiOkResponse({ type: AnalyticsPostsDto })
  @ApiBadRequestResponse(BAD_RANGE)
  listAnalyticsPosts(@Query() query: AnalyticsReportQuery): Promise<AnalyticsPostsDto> {
    return this.reports.posts(query.from, query.to);
  }

  @Get('devices')
  @ApiOperation({ summary: 'Visitors and views by kind of device (desktop, mobile, tablet)' })
  @ApiOkResponse({ type: AnalyticsDevicesDto })
  @ApiBadRequestResponse(BAD_RANGE)
  listAnalyticsDevices(@Query() query: AnalyticsReportQuery): Promise<AnalyticsDevicesDto> {
    return this.reports.devices(query.from, query.to);
  }
}
