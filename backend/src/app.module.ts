import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { HealthModule } from './core/health/health.module';
import { HttpCoreModule } from './core/http/http-core.module';
import { DomainEventsModule } from './core/events/domain-events.module';
import { AudienceModule } from './core/audience/audience.module';
import { AuditModule } from './core/audit/audit.module';
import { KnowledgeModule } from './core/knowledge/knowledge.module';
import { MailModule } from './core/mail/mail.module';
import { ObservabilityModule } from './core/observability/observability.module';
import { PersonalDataModule } from './core/privacy/personal-data.module';
import { SeedModule } from './core/seed/seed.module';
import { StorageModule } from './core/storage/storage.module';
import { AnalyticsModule } from './modules/analytics';
import { AutomationsModule } from './modules/automations';
import { AuthModule } from './modules/auth';
import { BackupsModule } from './modules/backups';
import { BlogModule } from './modules/blog';
import { CommerceModule } from './modules/commerce';
import { ChatModule } from './modules/chat';
import { CommentsModule } from './modules/comments';
import { ContactModule } from './modules/contact';
import { ContentModule } from './modules/content';
import { CoursesModule } from './modules/courses';
import { ImportsModule } from './modules/imports';
import { BookingsModule } from './modules/bookings';
import { MembershipsModule } from './modules/memberships';
import { LegalModule } from './modules/legal';
import { OverviewModule } from './modules/overview';
import { PagesModule } from './modules/pages';
import { PrivacyModule } from './modules/privacy';
import { SiteModule } from './modules/site';
import { WebhooksModule } from './modules/webhooks';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ScheduleModule.forRoot(),
        ObservabilityModule,
        HttpCoreModule,
        AuditModule,
        MailModule.forRoot(SiteModule),
        PersonalDataModule,
        AudienceModule,
        KnowledgeModule,
        DomainEventsModule,
        StorageModule,
        SeedModule,
        HealthModule,
        AuthModule,
        SiteModule,
        BlogModule,
        ContentModule,
        CoursesModule,
        BookingsModule,
        MembershipsModule,
        LegalModule,
        CommerceModule,
        // commerce's parts, where their routes were before commerce had parts (see CommerceModule)
        ...CommerceModule.parts,
        ContactModule,
        CommentsModule,
        ChatModule,
        OverviewModule,
        PrivacyModule,
        PagesModule,
        BackupsModule,
        AnalyticsModule,
        AutomationsModule,
        ImportsModule,
        WebhooksModule,
      ],
    };
  }
}
