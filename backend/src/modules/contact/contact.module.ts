import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteModule } from '../site';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactMessageEntity } from './entities/contact-message.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), SiteModule],
  controllers: [ContactController],
  providers: [ContactService, ContactMessagesRepository],
  exports: [ContactService],
})
export class ContactModule {}
