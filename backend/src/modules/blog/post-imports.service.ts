import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hasPostContent, postSlug, readTimeMinutes } from '@coach/shared';
import { sanitizePostHtml } from '../../core/text/html';
import { isImageUrl } from '../../core/http/image-url';
import { BlogPostsRepository } from './blog-posts.repository';
import { PostSlugsRepository } from './post-slugs.repository';
import { wantedSlug } from './post-text';
import { SubscribersImportRepository } from './subscribers-import.repository';
import { newUnsubscribeToken } from './subscription-token';

const DEFAULT_CATEGORY = 'General';

// A post another platform's export brings (modules/imports): live with its own date, or a draft
// that does not join the daily queue. Never mailed: its readers had it long ago.
export interface ImportedPostInput {
  title: string;
  slug: string;
  excerpt: string;
  // sanitised by content(), and not empty
  content: string;
  category: string | null;
  imageUrl: string | null;
  published: boolean;
  // for the site's members only (the export kept its body from the public)
  membersOnly: boolean;
  publishedAt: Date | null;
}

// A reader of another platform's list: active with the consent its export records, or kept off the
// mailing (unsubscribed or bounced there) so that no later import adds them back.
export interface ImportedSubscriberInput {
  email: string;
  active: boolean;
  subscribedAt: Date | null;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

// What an import from another platform writes into the blog, each in the importer's transaction.
@Injectable()
export class PostImportsService {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly slugs: PostSlugsRepository,
    private readonly subscribers: SubscribersImportRepository,
  ) {}

  // the post's content as the blog keeps it (sanitised), '' when nothing of it can be shown
  content(html: string): string {
    const content = sanitizePostHtml(html);
    return hasPostContent(content) ? content : '';
  }

  // the slug a post of this title wanting `slug` asks for (the spec's rule)
  slugFor(title: string, slug: string): string {
    return wantedSlug(title, slug.trim() ? postSlug(slug) : undefined);
  }

  // which of these slugs posts here have
  async slugsTaken(slugs: string[]): Promise<Set<string>> {
    return new Set(slugs.length ? (await this.posts.titlesBySlug(slugs)).map((p) => p.slug) : []);
  }

  // Saved under its slug when free, else `slug-N`.
  async createPost(tx: EntityManager, input: ImportedPostInput): Promise<{ id: number; slug: string }> {
    const post = this.posts.newDraft(tx);
    post.title = cut(input.title, 200);
    post.excerpt = cut(input.excerpt || input.title, 1000);
    post.content = input.content;
    post.category = cut(input.category?.trim() || DEFAULT_CATEGORY, 60);
    post.imageUrl = isImageUrl(input.imageUrl) ? input.imageUrl : null;
    post.audience = input.membersOnly ? 'members' : 'everyone';
    post.audienceTierId = null;
    post.readTime = readTimeMinutes(post.content);
    post.published = input.published;
    post.scheduled = false;
    post.publishedAt = input.published ? (input.publishedAt ?? new Date()) : null;
    const saved = await this.slugs.saveWithFreeSlug(tx, post, this.slugFor(input.title, input.slug), null);
    return { id: saved.id, slug: saved.slug };
  }

  // the slugs of these posts by their id: where an imported post's old address leads now
  async slugsOf(ids: number[]): Promise<Map<number, string>> {
    const posts = ids.length ? await this.posts.slugsById(ids) : [];
    return new Map(posts.map((p) => [p.id, p.slug]));
  }

  // which of these addresses are on the list (lower-cased)
  async knownEmails(emails: string[]): Promise<Set<string>> {
    return this.subscribers.knownEmails(emails);
  }

  // The new rows' ids by their (lower-cased) address; one on the list already is left as it is.
  addSubscribers(tx: EntityManager, input: ImportedSubscriberInput[]): Promise<Map<string, number>> {
    return this.subscribers.insertImported(
      tx,
      input.map((s) => ({ ...s, email: s.email.toLowerCase(), unsubscribeToken: newUnsubscribeToken() })),
    );
  }
}
