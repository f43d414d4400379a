import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AlertsModule } from '../alerts';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactRepliesRepository } from './contact-replies.repository';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { ContactReplyEntity } from './entities/contact-reply.entity';
import { contactNotificationMail } from './mails/contact-notification.mail';
import { contactReplyMail } from './mails/contact-reply.mail';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, ContactReplyEntity]), AlertsModule],
  controllers: [ContactController],
  providers: [
    ContactService,
    ContactMessagesRepository,
    ContactRepliesRepository,
    provideMails(contactNotificationMail, contactReplyMail),
  ],
  exports: [ContactService],
})
export class ContactModule {}
