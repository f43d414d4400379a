import { BadRequestException } from '@nestjs/common';
import { hasPostContent, postSlug } from '@coach/shared';
import { REQUIRED } from './dto/save-blog-post.dto';

// The client's slug only when it follows the spec's rule (@coach/shared's postSlug, which the SPA's
// post form applies too); otherwise the one derived from the title.
export function wantedSlug(title: string, slug?: string): string {
  return slug && postSlug(slug) === slug ? slug : postSlug(title);
}

// A post that goes live, or waits to (queued, dated, live), has a title, an excerpt and content (a
// picture or a video alone is content); only a draft may be half-written. 400 otherwise.
export function requireFields(post: { title: string; excerpt: string; content: string }): void {
  if (!post.title.trim() || !post.excerpt.trim() || !hasPostContent(post.content)) {
    throw new BadRequestException(REQUIRED);
  }
}
