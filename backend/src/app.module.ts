import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { HealthModule } from './core/health/health.module';
import { HttpCoreModule } from './core/http/http-core.module';
import { MailModule } from './core/mail/mail.module';
import { SeedModule } from './core/seed/seed.module';
import { StorageModule } from './core/storage/storage.module';
import { AuthModule } from './modules/auth/auth.module';
import { BlogModule } from './modules/blog/blog.module';
import { CommerceModule } from './modules/commerce/commerce.module';
import { ChatModule } from './modules/chat/chat.module';
import { ContactModule } from './modules/contact/contact.module';
import { ContentModule } from './modules/content/content.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ScheduleModule.forRoot(),
        HttpCoreModule,
        MailModule,
        StorageModule,
        SeedModule,
        HealthModule,
        AuthModule,
        BlogModule,
        ContentModule,
        CommerceModule,
        ContactModule,
        ChatModule,
      ],
    };
  }
}
