// What other modules may use of the site settings: the module and its service (mail branding, the
// RSS channel, the overview's checklist).
export { SiteModule } from './site.module';
export { SiteService } from './site.service';
export type { SiteDto } from './dto/site.dto';
