import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AuditChangeEntity, AuditEntryEntity } from './audit-entry.entity';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';
import { AuditRetentionCron } from './audit-retention.cron';
import { AuditTrail } from './audit-trail';
import { AuditInterceptor } from './audit.interceptor';

// The audit log (issue 50): every admin request runs inside its actor (the interceptor), which the
// database's trigger records with each change; the owner reads it, sets how long it is kept; modules
// note the actions that change no row (AuditTrail).
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity, AuditChangeEntity])],
  controllers: [AdminAuditLogController],
  providers: [
    AuditLogRepository,
    AuditLogService,
    AuditRetentionCron,
    AuditTrail,
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
  exports: [AuditTrail],
})
export class AuditModule {}
