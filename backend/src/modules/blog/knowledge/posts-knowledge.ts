import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { paragraphsOf, passagesOf, sentence } from '../../../core/knowledge/passage-text';
import { BlogPostsRepository } from '../blog-posts.repository';
import type { BlogPostEntity } from '../entities/blog-post.entity';
import { membersOnly } from '../post-access';

const KEYWORDS = 'blog post article read daily insight';

// The live posts for the assistant: each post's excerpt, then its body in paragraphs. A post is
// live once `published` is written (the daily cron and Publish Now write it: no post goes live by
// the clock alone), so a queued post is never here. A members-only post gives its title, its
// excerpt and that it is for members: never a word of its body (the assistant answers anybody).
@Injectable()
export class PostsKnowledge implements KnowledgeSource {
  readonly name = 'posts';
  readonly label = 'Blog post';
  readonly tables = ['blog_posts'];

  constructor(private readonly posts: BlogPostsRepository) {}

  async passages(): Promise<KnowledgePassage[]> {
    return (await this.posts.allPublished()).flatMap(postPassages);
  }
}

function postPassages(post: BlogPostEntity): KnowledgePassage[] {
  const base = { title: post.title, url: `/blog/${post.slug}`, keywords: `${post.category} ${KEYWORDS}` };
  const excerpt = post.excerpt.trim() ? [sentence(post.excerpt)] : [];
  if (membersOnly(post)) {
    const text = [...excerpt, 'This post is for members: its full text is open to members only.'].join(' ');
    return [{ ...base, key: `post:${post.id}#0`, text, keywords: `${base.keywords} members only membership` }];
  }
  const first = excerpt.map((text) => ({ ...base, key: `post:${post.id}#0`, text }));
  return [...first, ...passagesOf(base, `post:${post.id}`, paragraphsOf(post.content))];
}
