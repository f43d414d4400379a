import { Module } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AuthModule } from '../auth';
import { MembershipsModule } from '../memberships';
import { SiteModule } from '../site';
import { AccountNewsletterService } from './account-newsletter.service';
import { AdminBlogPostsController } from './admin-blog-posts.controller';
import { AdminPostDraftsController } from './admin-post-drafts.controller';
import { AdminNewsletterController } from './admin-newsletter.controller';
import { BlogPostsController } from './blog-posts.controller';
import { BlogPostsRepository } from './blog-posts.repository';
import { NewsletterEditions } from './newsletter-editions';
import { PostAccess } from './post-access';
import { PostSlugsRepository } from './post-slugs.repository';
import { PostImportsService } from './post-imports.service';
import { BlogPostsService } from './blog-posts.service';
import { DemoBlogSeeder, DemoMembersPostSeeder } from './demo-blog.seeder';
import { NewsletterPersonalData } from './newsletter-personal-data';
import { BlogPostEntity } from './entities/blog-post.entity';
import { PostRevisionEntity } from './entities/post-revision.entity';
import { PostRevisionsRepository } from './post-revisions.repository';
import { PostRevisionsService } from './post-revisions.service';
import { SubscriberEntity } from './entities/subscriber.entity';
import { NewsletterDraftsService } from './newsletter-drafts.service';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';
import { PublishingDaysRepository } from './publishing-days.repository';
import { PublishingCron } from './publishing.cron';
import { PublishingService } from './publishing.service';
import { RssFeedService } from './rss-feed.service';
import { RssController } from './rss.controller';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { SubscribersController } from './subscribers.controller';
import { SubscribersRepository } from './subscribers.repository';
import { SubscribersImportRepository } from './subscribers-import.repository';
import { SubscribersImportService } from './subscribers-import.service';
import { SubscribersService } from './subscribers.service';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';
import { SubscriptionPageService } from './subscription-page.service';
import { UnsubscribePageService } from './unsubscribe-page.service';
import { newsletterMail } from './mails/newsletter.mail';
import { newsletterTestMail } from './mails/newsletter-test.mail';
import { subscriptionConfirmationMail } from './mails/subscription-confirmation.mail';
import { subscriptionWelcomeMail } from './mails/subscription-welcome.mail';
import { subscriptionTokensProvider } from './subscription-token';
import { SubscriberConditions } from './audience/subscriber-conditions';
import { PostsKnowledge } from './knowledge/posts-knowledge';

@Module({
  imports: [
    TypeOrmModule.forFeature([BlogPostEntity, PostRevisionEntity, SubscriberEntity]),
    SiteModule,
    MembershipsModule,
    AuthModule,
  ],
  controllers: [
    BlogPostsController,
    // before AdminBlogPostsController: its admin/blog-posts/delivery must not be read as a post id
    AdminNewsletterController,
    AdminBlogPostsController,
    AdminPostDraftsController,
    SubscribersController,
    AdminSubscribersController,
    RssController,
  ],
  providers: [
    SubscriberConditions,
    ...provideKnowledge(PostsKnowledge),
    BlogPostsRepository,
    PostSlugsRepository,
    PostRevisionsRepository,
    PostRevisionsService,
    SubscribersRepository,
    NewsletterRepository,
    PublishingDaysRepository,
    BlogPostsService,
    PostAccess,
    NewsletterEditions,
    PublishingService,
    PublishingCron,
    NewsletterService,
    NewsletterDraftsService,
    SubscribersService,
    AccountNewsletterService,
    NewsletterPersonalData,
    SubscribersImportRepository,
    SubscribersImportService,
    PostImportsService,
    SubscriptionConfirmationService,
    subscriptionTokensProvider,
    SubscriptionPageService,
    UnsubscribePageService,
    RssFeedService,
    DemoBlogSeeder,
    DemoMembersPostSeeder,
    provideMails(newsletterMail, newsletterTestMail, subscriptionConfirmationMail, subscriptionWelcomeMail),
  ],
  exports: [BlogPostsService, SubscribersService, AccountNewsletterService, NewsletterService, PostImportsService],
})
export class BlogModule {}
