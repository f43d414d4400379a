import { Module } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AutomationsModule } from '../automations';
import { SiteModule } from '../site';
import { LegalPageEntity } from './entities/legal-page.entity';
import { LegalPagesController } from './legal-pages.controller';
import { LegalPagesRepository } from './legal-pages.repository';
import { LegalPagesService } from './legal-pages.service';
import { LegalKnowledge } from './knowledge/legal-knowledge';

@Module({
  imports: [TypeOrmModule.forFeature([LegalPageEntity]), SiteModule, AutomationsModule],
  controllers: [LegalPagesController],
  providers: [LegalPagesService, LegalPagesRepository, ...provideKnowledge(LegalKnowledge)],
  exports: [LegalPagesService],
})
export class LegalModule {}
