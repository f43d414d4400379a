// What other modules may use of automations; everything else is private to it.
export { AutomationsModule } from './automations.module';
export { ExportedMarketingDto } from './dto/exported-marketing.dto';
export { GuideTitles } from './lead-magnets/guide-titles';
export { TrackingPolicy } from './tracking/tracking-policy';
// a free guide's page (modules/pages)
export { LeadMagnetsService } from './lead-magnets/lead-magnets.service';
