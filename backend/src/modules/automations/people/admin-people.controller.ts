import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import {
  PeoplePageDto,
  PeopleQueryDto,
  TagCountDto,
  TagCsvDto,
  TagCsvResultDto,
  TaggedDto,
  TagPeopleDto,
} from '../dto/people.dto';
import { PeopleService } from './people.service';

// The owner's people (subscribers and customers, one per address) and their tags.
@ApiTags('admin: automations')
@AdminOnly()
@Controller('admin/automations')
export class AdminPeopleController {
  constructor(private readonly people: PeopleService) {}

  @Get('people')
  @ApiOperation({ summary: 'People, newest first, by address, tag or segment, a page at a time' })
  @ApiOkResponse({ type: PeoplePageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No segment has the id given' })
  listPeople(@Query() query: PeopleQueryDto): Promise<PeoplePageDto> {
    return this.people.list(query);
  }

  @Post('people/tags')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a tag to, or remove it from, the people of these addresses' })
  @ApiOkResponse({ type: TaggedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  tagPeople(@Body() body: TagPeopleDto): Promise<TaggedDto> {
    return this.people.tag(body.emails, body.tag, body.action);
  }

  @Post('people/tags/csv')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tag people from a CSV ("email,tags"); each line that cannot be is named with why' })
  @ApiOkResponse({ type: TagCsvResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  importTags(@Body() body: TagCsvDto): Promise<TagCsvResultDto> {
    return this.people.importCsv(body.csv, body.tag);
  }

  @Get('tags')
  @ApiOperation({ summary: 'Every tag with how many people carry it' })
  @ApiOkResponse({ type: [TagCountDto] })
  listTags(): Promise<TagCountDto[]> {
    return this.people.tagCounts();
  }
}
