import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { BackupsModule } from '../backups';
import { BlogModule } from '../blog';
import { CommerceModule } from '../commerce';
import { ContactModule } from '../contact';
import { SiteModule } from '../site';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

// The admin dashboard's Overview: reads other modules through their exported services only.
@Module({
  imports: [BlogModule, ContactModule, CommerceModule, SiteModule, BackupsModule, AlertsModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
