import { BadRequestException, HttpException, Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { createHash } from 'node:crypto';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { PostImportsService } from '../blog';
import { ImagesService } from '../content';
import { SiteService } from '../site';
import type { SiteImportReportDto, SiteImportRequestDto, SiteImportRowDto } from './dto/import-report.dto';
import { ImportItemsRepository } from './import-items.repository';
import { ImportErrors, ImportNotes } from './imports.errors';
import { imageNotes, postImages, withImages } from './post-images';
import { readExport } from './read-export';
import { RedirectsRepository } from './redirects.repository';
import { postPath, redirectKey } from './redirects.service';
import { importReport, row, subscriberNotes, uniqueSubscribers } from './import-rows';
import type { ImportBundle, ImportedPost, ImportedSubscriber, ImportSource } from './sources/import-bundle';

// an item's failure inside its transaction: rolled back, reported with its reason
class ItemFailed extends Error {}

// The database refusing an item's own values (a data exception, a CHECK or NOT NULL): that item
// fails, reported; the import goes on. Any other database error stops the import (a 500).
const refusedValues = (error: unknown): boolean => {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
  return !!code && (code.startsWith('22') || code === '23502' || code === '23514');
};

// A reader's id in import_items: the hash of their (lower-cased) address, which is enough to know
// an import brought them and keeps no address there (the list itself is the blog's, and forgets).
export const readerKey = (email: string): string => createHash('sha256').update(email.toLowerCase()).digest('hex');

// a post for some of the old platform's paid tiers only waits as a draft for the owner's tier
const goesLive = (post: ImportedPost) => post.status === 'published' && post.audience !== 'tiers';

// Moving in from Ghost, WordPress or Substack. A dry run reads the export and the site and writes
// nothing. An import writes each post (with its images) in a transaction of its own and the readers
// together in one, each item claimed first in import_items (unique per source, kind and id there):
// the same export imported again, or twice at once, brings nothing twice; a post that fails leaves
// nothing behind.
@Injectable()
export class ImportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly items: ImportItemsRepository,
    private readonly redirects: RedirectsRepository,
    private readonly blog: PostImportsService,
    private readonly images: ImagesService,
    private readonly site: SiteService,
  ) {}

  async run(file: Express.Multer.File | undefined, request: SiteImportRequestDto): Promise<SiteImportReportDto> {
    if (!file?.size) throw new BadRequestException(ImportErrors.noFile);
    const { source } = request;
    const bundle = readExport(source, file.buffer, await this.site.timeZone());
    const subscribers = uniqueSubscribers(bundle.subscribers);
    const dryRun = request.dryRun ?? false;
    const rows = dryRun
      ? [...(await this.planPosts(source, bundle)), ...(await this.planSubscribers(source, subscribers.kept))]
      : [...(await this.writePosts(source, bundle)), ...(await this.writeSubscribers(source, subscribers.kept))];
    return importReport(source, dryRun, [...rows, ...subscribers.twice]);
  }

  // what a post would be: its problem, or its slug and notes
  private check(post: ImportedPost, carried: ImportBundle['images']): { problem?: string; notes: string[] } {
    if (!post.title.trim()) return { problem: ImportErrors.noTitle, notes: [] };
    const images = postImages(post, carried);
    if (!this.blog.content(post.html) && !images.files.length) return { problem: ImportErrors.noContent, notes: [] };
    const notes: string[] = post.status === 'scheduled' ? [ImportNotes.scheduledAsDraft] : [];
    if (post.audience === 'tiers') notes.push(ImportNotes.tiersAsDraft);
    return { notes: [...notes, ...imageNotes(images)] };
  }

  private async planPosts(source: ImportSource, bundle: ImportBundle): Promise<SiteImportRowDto[]> {
    const imported = await this.items.imported(
      source,
      'post',
      bundle.posts.map((p) => p.sourceId),
    );
    const wanted = bundle.posts.map((p) => this.blog.slugFor(p.title, p.slug));
    const taken = await this.blog.slugsTaken(wanted);
    return bundle.posts.map((post, i) => {
      if (imported.has(post.sourceId))
        return row('post', post.sourceId, post.title, 'skipped', null, [ImportNotes.alreadyImported]);
      const { problem, notes } = this.check(post, bundle.images);
      if (problem) return row('post', post.sourceId, post.title, 'failed', null, [problem]);
      const clash = taken.has(wanted[i]);
      taken.add(wanted[i]);
      const outcome = clash ? 'renamed' : 'created';
      return row(
        'post',
        post.sourceId,
        post.title,
        outcome,
        clash ? null : postPath(wanted[i]),
        clash ? [ImportNotes.renamed(wanted[i]), ...notes] : notes,
      );
    });
  }

  private async writePosts(source: ImportSource, bundle: ImportBundle): Promise<SiteImportRowDto[]> {
    const rows: SiteImportRowDto[] = [];
    for (const post of bundle.posts) rows.push(await this.writePost(source, bundle, post));
    return rows;
  }

  private async writePost(source: ImportSource, bundle: ImportBundle, post: ImportedPost): Promise<SiteImportRowDto> {
    const { problem, notes } = this.check(post, bundle.images);
    if (problem) return row('post', post.sourceId, post.title, 'failed', null, [problem]);
    try {
      return await this.dataSource.transaction(async (tx) => {
        const claimed = await this.items.claim(tx, source, 'post', post.sourceId);
        if (!claimed) return row('post', post.sourceId, post.title, 'skipped', null, [ImportNotes.alreadyImported]);
        const uploaded = await this.uploadImages(tx, source, bundle, post, notes);
        const wanted = this.blog.slugFor(post.title, post.slug);
        const ready = withImages(post, uploaded);
        const content = this.blog.content(ready.html);
        if (!content) throw new ItemFailed(ImportErrors.noContent);
        const created = await this.blog.createPost(tx, {
          ...ready,
          content,
          imageUrl: ready.featureImage,
          published: goesLive(post),
          membersOnly: post.audience !== 'everyone',
        });
        const target = postPath(created.slug);
        await this.items.setTarget(tx, claimed, created.id, target);
        if (post.oldPath && goesLive(post)) await this.redirects.add(tx, redirectKey(post.oldPath), created.id, source);
        const renamed = created.slug !== wanted;
        return row(
          'post',
          post.sourceId,
          post.title,
          renamed ? 'renamed' : 'created',
          target,
          renamed ? [ImportNotes.renamed(wanted), ...notes] : notes,
        );
      });
    } catch (error) {
      if (refusedValues(error)) return row('post', post.sourceId, post.title, 'failed', null, [ImportErrors.notSaved]);
      if (!(error instanceof ItemFailed || error instanceof HttpException)) throw error;
      return row('post', post.sourceId, post.title, 'failed', null, [error.message]);
    }
  }

  // The post's carried images in the site's library, each once per source (claimed like the
  // posts: an image two posts show is uploaded by the first). An image that is no image is left out.
  private async uploadImages(
    tx: EntityManager,
    source: ImportSource,
    bundle: ImportBundle,
    post: ImportedPost,
    notes: string[],
  ): Promise<Map<string, string>> {
    const uploaded = new Map<string, string>();
    for (const { address, key } of postImages(post, bundle.images).files) {
      const claimed = await this.items.claim(tx, source, 'image', key);
      if (!claimed) {
        const url = await this.items.targetPath(tx, source, 'image', key);
        if (url) uploaded.set(address, url);
        else notes.push(ImportNotes.imageLeftOut(key, ImportNotes.imageNotBrought));
        continue;
      }
      try {
        const url = await this.images.uploadBytes(bundle.images.get(key)!);
        await this.items.setTarget(tx, claimed, null, url);
        uploaded.set(address, url);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        // not claimed after all: the next post (or import) naming it tries again, and says why
        await this.items.unclaim(tx, claimed);
        notes.push(ImportNotes.imageLeftOut(key, error.message));
      }
    }
    return uploaded;
  }

  private async planSubscribers(source: ImportSource, subscribers: ImportedSubscriber[]): Promise<SiteImportRowDto[]> {
    const emails = subscribers.map((s) => s.email);
    const [imported, known] = await Promise.all([
      this.items.imported(source, 'subscriber', emails.map(readerKey)),
      this.blog.knownEmails(emails),
    ]);
    return subscribers.map((s) => {
      const refused = this.refused(s);
      if (refused) return refused;
      if (imported.has(readerKey(s.email)))
        return row('subscriber', s.email, s.email, 'skipped', null, [ImportNotes.alreadyImported]);
      if (known.has(s.email)) return row('subscriber', s.email, s.email, 'skipped', null, [ImportNotes.onTheList]);
      return row('subscriber', s.email, s.email, 'created', null, subscriberNotes(s));
    });
  }

  // an address that is none: never imported
  private refused(s: ImportedSubscriber): SiteImportRowDto | null {
    if (s.email.length > 254 || !isEmail(s.email))
      return row('subscriber', s.email, s.email, 'failed', null, ['Not an e-mail address.']);
    return null;
  }

  // The readers in one transaction of three statements (an export may hold thousands): claimed
  // together, the claimed ones added together, each claim pointed at its row.
  private async writeSubscribers(source: ImportSource, subscribers: ImportedSubscriber[]): Promise<SiteImportRowDto[]> {
    const refused = subscribers.map((s) => this.refused(s));
    const wanted = subscribers.filter((_, i) => !refused[i]);
    const added = await this.dataSource.transaction(async (tx) => {
      const claimed = await this.items.claimMany(
        tx,
        source,
        'subscriber',
        wanted.map((s) => readerKey(s.email)),
      );
      const fresh = wanted.filter((s) => claimed.has(readerKey(s.email)));
      const ids = await this.blog.addSubscribers(
        tx,
        fresh.map((s) => ({ email: s.email, active: s.state === 'active', subscribedAt: s.subscribedAt })),
      );
      await this.items.setTargetIds(
        tx,
        fresh.map((s) => claimed.get(readerKey(s.email))!),
        fresh.map((s) => ids.get(s.email) ?? null),
      );
      return { claimed, ids };
    });
    return subscribers.map((s, i) => {
      if (refused[i]) return refused[i];
      if (!added.claimed.has(readerKey(s.email)))
        return row('subscriber', s.email, s.email, 'skipped', null, [ImportNotes.alreadyImported]);
      if (!added.ids.has(s.email)) return row('subscriber', s.email, s.email, 'skipped', null, [ImportNotes.onTheList]);
      return row('subscriber', s.email, s.email, 'created', null, subscriberNotes(s));
    });
  }
}
