import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AlertsModule } from '../alerts';
import { AuthModule } from '../auth';
import { BlogModule } from '../blog';
import { SiteModule } from '../site';
import { AdminCommentsController } from './admin-comments.controller';
import { CommentAuthorsRepository } from './comment-authors.repository';
import { CommentDigestCron } from './comment-digest.cron';
import { CommentDigestService } from './comment-digest.service';
import { CommentSettingsRepository } from './comment-settings.repository';
import { CommentsModerationService } from './comments-moderation.service';
import { CommentsPersonalData } from './comments-personal-data';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';
import { CommentEntity } from './entities/comment.entity';
import { commentDigestMail } from './mails/comment-digest.mail';
import { commentNotificationMail } from './mails/comment-notification.mail';

// Readers' comments under blog posts, their moderation, and the owner's mails about them.
@Module({
  imports: [TypeOrmModule.forFeature([CommentEntity]), AlertsModule, AuthModule, BlogModule, SiteModule],
  controllers: [CommentsController, AdminCommentsController],
  providers: [
    CommentsService,
    CommentsModerationService,
    CommentDigestService,
    CommentDigestCron,
    CommentsPersonalData,
    CommentsRepository,
    CommentAuthorsRepository,
    CommentSettingsRepository,
    provideMails(commentNotificationMail, commentDigestMail),
  ],
})
export class CommentsModule {}
