import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../core/access/access.decorators';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { privateDownloadAnswer } from '../../../core/storage/private-download-answer';
import {
  ClaimAcceptedDto,
  ClaimLeadMagnetDto,
  ConfirmClaimDto,
  ConfirmedClaimDto,
  PublicLeadMagnetDto,
} from '../dto/lead-magnet.dto';
import { LeadMagnetsService } from './lead-magnets.service';

const SENT = 'Check your inbox: we sent you a link to the guide.';

const NOT_FOUND = 'No guide is offered at this address';

// A visitor takes a free guide: its page, the request (a mail with a link, no account needed), the
// link's confirmation and the download.
@ApiTags('lead magnets')
@Public()
@Controller('lead-magnets')
export class LeadMagnetsController {
  constructor(private readonly magnets: LeadMagnetsService) {}

  @Get()
  @ApiOperation({ summary: 'The guides offered under every post (active, "show on posts")' })
  @ApiOkResponse({ type: [PublicLeadMagnetDto] })
  listPostLeadMagnets(): Promise<PublicLeadMagnetDto[]> {
    return this.magnets.onPosts();
  }

  @Get('download')
  @ApiOperation({ summary: 'The guide’s file, for a confirmed link (30 days from its confirmation)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiFoundResponse({ description: 'Files in a bucket: the signed link of the bucket, in Location' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async downloadLeadMagnet(
    @Query('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    const { fileName, download } = await this.magnets.download(String(token ?? ''));
    return privateDownloadAnswer(res, fileName, download);
  }

  @Post('claims/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'The mail link’s page confirms the address: tagged, into the sequence, the download' })
  @ApiOkResponse({ type: ConfirmedClaimDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A link that is not valid or has expired' })
  confirmLeadMagnetClaim(@Body() body: ConfirmClaimDto): Promise<ConfirmedClaimDto> {
    return this.magnets.confirm(body.token);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'A guide’s page: its title and description' })
  @ApiOkResponse({ type: PublicLeadMagnetDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  getLeadMagnet(@Param('slug') slug: string): Promise<PublicLeadMagnetDto> {
    return this.magnets.bySlug(slug);
  }

  @Post(':slug/claims')
  @HttpCode(202)
  @RateLimit({ name: 'lead-magnet', by: 'ip', limit: 20, windowSeconds: 3600 })
  @ApiOperation({ summary: 'Ask for the guide: a mail with a link goes to the address (the same answer for anyone)' })
  @ApiAcceptedResponse({ type: ClaimAcceptedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  async claimLeadMagnet(@Param('slug') slug: string, @Body() body: ClaimLeadMagnetDto): Promise<ClaimAcceptedDto> {
    await this.magnets.claim(slug, body.email);
    return { message: SENT };
  }
}
