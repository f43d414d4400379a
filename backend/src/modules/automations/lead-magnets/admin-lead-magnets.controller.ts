import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiCreatedResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { LeadMagnetDto, SaveLeadMagnetDto } from '../dto/lead-magnet.dto';
import { LeadMagnetsService } from './lead-magnets.service';

const NOT_FOUND = 'No lead magnet has this id';

// The owner's lead magnets: free guides for a confirmed address.
@ApiTags('admin: automations')
@AdminOnly()
@Controller('admin/automations/lead-magnets')
export class AdminLeadMagnetsController {
  constructor(private readonly magnets: LeadMagnetsService) {}

  @Get()
  @ApiOperation({ summary: 'The lead magnets, newest first' })
  @ApiOkResponse({ type: [LeadMagnetDto] })
  listLeadMagnets(): Promise<LeadMagnetDto[]> {
    return this.magnets.list();
  }

  @Post()
  @ApiOperation({ summary: 'Offer a digital product’s file as a free guide' })
  @ApiCreatedResponse({ type: LeadMagnetDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The slug is taken' })
  createLeadMagnet(@Body() body: SaveLeadMagnetDto): Promise<LeadMagnetDto> {
    return this.magnets.create({ ...body });
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a lead magnet' })
  @ApiOkResponse({ type: LeadMagnetDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The slug is taken' })
  updateLeadMagnet(@IdParam('id') id: number, @Body() body: SaveLeadMagnetDto): Promise<LeadMagnetDto> {
    return this.magnets.update(id, { ...body });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a lead magnet (and its requests)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async deleteLeadMagnet(@IdParam('id') id: number): Promise<void> {
    await this.magnets.delete(id);
  }
}
