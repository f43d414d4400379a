import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AlertsModule } from '../alerts';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { contactNotificationMail } from './mails/contact-notification.mail';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), AlertsModule],
  controllers: [ContactController],
  providers: [ContactService, ContactMessagesRepository, provideMails(contactNotificationMail)],
  exports: [ContactService],
})
export class ContactModule {}
