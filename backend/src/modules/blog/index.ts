// What other modules may use of the blog; everything else is private to it.
export { BlogModule } from './blog.module';
export { BlogPostsService } from './blog-posts.service';
export { toBlogPostDto, toBlogPostSummaryDto } from './dto/blog-post.dto';
export { membersOnly } from './post-access';
export { SubscribersService } from './subscribers.service';
export { PostImportsService, type ImportedPostInput } from './post-imports.service';
export type { SubscriberDayCount } from './subscribers.repository';
export { NewsletterService } from './newsletter.service';
export { AccountNewsletterService, type NewsletterSubscription } from './account-newsletter.service';
