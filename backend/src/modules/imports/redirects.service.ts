import { Injectable, NotFoundException } from '@nestjs/common';
import type { Page } from '../../core/paging/page';
import { PostImportsService } from '../blog';
import { pageOf, type PageQuery } from '../../core/paging/page-query.dto';
import type { RedirectDto } from './dto/import-report.dto';
import { ImportErrors } from './imports.errors';
import { RedirectsRepository } from './redirects.repository';

// a path as redirects keeps it: without the trailing slash ('/my-post/' and '/my-post' are one)
const pathKey = (path: string): string => path.replace(/\/+$/, '') || '/';

// an old address as redirects keeps it: its path, and its query when it has one (`/?p=12`)
export function redirectKey(address: string): string {
  const at = address.indexOf('?');
  return at < 0 ? pathKey(address) : `${pathKey(address.slice(0, at))}${address.slice(at)}`;
}

export const postPath = (slug: string) => `/blog/${slug}`;

// The old addresses of imported posts, answered with a 301 by the pages (modules/pages), before the
// SPA's 404; the admin's list of them. Each leads to its post's address now (the blog's slug).
@Injectable()
export class RedirectsService {
  constructor(
    private readonly redirects: RedirectsRepository,
    private readonly blog: PostImportsService,
  ) {}

  // Where an address that is no page of the site leads: its path, or the old WordPress `/?p=123`.
  // (Only live posts have redirects, and a live post stays live; a deleted one takes them along.)
  async targetOf(path: string, query: Record<string, unknown>): Promise<string | null> {
    const wordPressId = typeof query.p === 'string' && /^\d{1,12}$/.test(query.p) ? query.p : null;
    const postId = await this.redirects.postOf(redirectKey(wordPressId ? `${path}?p=${wordPressId}` : path));
    if (postId === null) return null;
    const slug = (await this.blog.slugsOf([postId])).get(postId);
    return slug ? postPath(slug) : null;
  }

  async list(query: PageQuery): Promise<Page<RedirectDto>> {
    const [page, total] = await Promise.all([this.redirects.list(pageOf(query)), this.redirects.count()]);
    const slugs = await this.blog.slugsOf(page.items.map((r) => r.postId));
    return page.withTotal(total).map(({ id, path, postId, source, createdAt }) => ({
      id,
      path,
      target: postPath(slugs.get(postId) ?? ''),
      source,
      createdAt: createdAt.toISOString(),
    }));
  }

  async remove(id: number): Promise<void> {
    if (!(await this.redirects.delete(id))) throw new NotFoundException(ImportErrors.redirectNotFound);
  }
}
