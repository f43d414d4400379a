import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBlogPostsController } from './admin-blog-posts.controller';
import { BlogPostsController } from './blog-posts.controller';
import { BlogPostsService } from './blog-posts.service';
import { DemoBlogSeeder } from './demo-blog.seeder';
import { BlogPostEntity } from './entities/blog-post.entity';
import { SubscriberEntity } from './entities/subscriber.entity';
import { DEFAULT_NEWSLETTER_OPTIONS, NEWSLETTER_OPTIONS } from './newsletter.options';
import { NewsletterService } from './newsletter.service';
import { NewsletterWorker } from './newsletter.worker';
import { PublishingCron } from './publishing.cron';
import { PublishingService } from './publishing.service';
import { RssController } from './rss.controller';
import { AdminSubscribersController, SubscribersController } from './subscribers.controller';
import { SubscribersService } from './subscribers.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPostEntity, SubscriberEntity])],
  controllers: [
    BlogPostsController,
    AdminBlogPostsController,
    SubscribersController,
    AdminSubscribersController,
    RssController,
  ],
  providers: [
    BlogPostsService,
    PublishingService,
    PublishingCron,
    NewsletterService,
    NewsletterWorker,
    SubscribersService,
    DemoBlogSeeder,
    { provide: NEWSLETTER_OPTIONS, useValue: DEFAULT_NEWSLETTER_OPTIONS },
  ],
  exports: [BlogPostsService, SubscribersService],
})
export class BlogModule {}
