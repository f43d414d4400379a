import { Body } from '@nestjs/common';
import { IdParam } from '../../../core/http/int4';
import { LeadMagnetDto, SaveLeadMagnetDto } from '../dto/lead-magnet.dto';
import { AutomationsAdmin, ChangesRow, CreatesRow, DeletesRow, ListsRows } from '../http/admin-routes';
import { LeadMagnetsService } from './lead-magnets.service';

const SLUG_TAKEN = 'The slug is taken';

// The owner's lead magnets: free guides for a confirmed address.
@AutomationsAdmin('/lead-magnets')
export class AdminLeadMagnetsController {
  constructor(private readonly magnets: LeadMagnetsService) {}

  @ListsRows('The lead magnets, newest first', LeadMagnetDto)
  listLeadMagnets(): Promise<LeadMagnetDto[]> {
    return this.magnets.list();
  }

  @CreatesRow('Offer a digital product’s file as a free guide', LeadMagnetDto, SLUG_TAKEN)
  createLeadMagnet(@Body() body: SaveLeadMagnetDto): Promise<LeadMagnetDto> {
    return this.magnets.create({ ...body });
  }

  @ChangesRow('Change a lead magnet', LeadMagnetDto, 'lead magnet', SLUG_TAKEN)
  updateLeadMagnet(@IdParam('id') id: number, @Body() body: SaveLeadMagnetDto): Promise<LeadMagnetDto> {
    return this.magnets.update(id, { ...body });
  }

  @DeletesRow('Delete a lead magnet (and its requests)', 'lead magnet')
  async deleteLeadMagnet(@IdParam('id') id: number): Promise<void> {
    await this.magnets.delete(id);
  }
}
