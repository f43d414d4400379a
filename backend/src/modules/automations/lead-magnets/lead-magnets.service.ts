import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { isGuideSlug } from '@coach/shared';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { MailSuppressions } from '../../../core/mail/mail-suppressions';
import { type PrivateDownload, StorageService } from '../../../core/storage/storage.service';
import { ProductFactsService } from '../../commerce';
import { AutomationErrors } from '../automations.errors';
import { leadMagnetLinkMail } from '../mails/lead-magnet-link.mail';
import { ContactsRepository } from '../people/contacts.repository';
import { Tagging } from '../people/tagging';
import { normaliseTag } from '../people/tags';
import { SequenceEntry } from '../sequences/sequence-entry';
import { SequencesRepository } from '../sequences/sequences.repository';
import { CLAIM_LINK_DAYS, ClaimTokens, DOWNLOAD_DAYS } from './claim-tokens';
import { type LeadMagnetInput, type LeadMagnetRow, LeadMagnetsRepository } from './lead-magnets.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export interface PublicLeadMagnet {
  slug: string;
  title: string;
  description: string;
}

export const toPublicLeadMagnet = ({ slug, title, description }: LeadMagnetRow): PublicLeadMagnet => ({
  slug,
  title,
  description,
});

// Lead magnets: a free guide (a digital product's file) for a confirmed address, no account needed.
// Asking writes the request and its mail in one transaction; the mail's link confirms the address,
// which (once) tags the person, enters them into the guide's sequence and opens the download.
@Injectable()
export class LeadMagnetsService {
  constructor(
    private readonly db: DataSource,
    private readonly magnets: LeadMagnetsRepository,
    private readonly products: ProductFactsService,
    private readonly sequences: SequencesRepository,
    private readonly contacts: ContactsRepository,
    private readonly tagging: Tagging,
    private readonly entry: SequenceEntry,
    private readonly outbox: MailOutbox,
    private readonly tokens: ClaimTokens,
    private readonly storage: StorageService,
    private readonly suppressions: MailSuppressions,
  ) {}

  list(): Promise<LeadMagnetRow[]> {
    return this.magnets.list();
  }

  async onPosts(): Promise<PublicLeadMagnet[]> {
    return (await this.magnets.onPosts()).map(toPublicLeadMagnet);
  }

  // the guides whose page is open to visitors (the sitemap's addresses)
  offered(): Promise<Pick<LeadMagnetRow, 'slug' | 'updatedAt'>[]> {
    return this.magnets.active();
  }

  async bySlug(slug: string): Promise<PublicLeadMagnet> {
    const magnet = await this.magnets.activeBySlug(slug);
    if (!magnet) throw new NotFoundException(AutomationErrors.leadMagnetNotFound);
    return toPublicLeadMagnet(magnet);
  }

  async create(raw: Record<string, unknown>): Promise<LeadMagnetRow> {
    const input = await this.check(raw);
    const id = await this.saving(input.slug, () => this.magnets.insert(input));
    return (await this.magnets.find(id))!;
  }

  async update(id: number, raw: Record<string, unknown>): Promise<LeadMagnetRow> {
    const input = await this.check(raw);
    if (!(await this.saving(input.slug, () => this.magnets.update(id, input))))
      throw new NotFoundException(AutomationErrors.leadMagnetNotFound);
    return (await this.magnets.find(id))!;
  }

  async delete(id: number): Promise<void> {
    if (!(await this.magnets.delete(id))) throw new NotFoundException(AutomationErrors.leadMagnetNotFound);
  }

  // The same answer whoever asks (it says nothing of who is on the list).
  async claim(slug: string, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const magnet = await this.magnets.activeBySlug(slug, tx);
      if (!magnet) throw new NotFoundException(AutomationErrors.leadMagnetNotFound);
      const { nonce, hash } = this.tokens.issue();
      const claimId = await this.magnets.insertClaim(
        tx,
        magnet.id,
        email,
        hash,
        new Date(Date.now() + CLAIM_LINK_DAYS * DAY_MS),
      );
      await this.outbox.enqueue(
        tx,
        leadMagnetLinkMail.to(email.trim().toLowerCase(), `lead-magnet-claim:${claimId}`, { claimId, nonce }),
      );
    });
  }

  // The link's click: the address is confirmed (once: a second click changes nothing), the person
  // made or found, takes marketing mail again (and any mail, were it marked undeliverable), is tagged and entered into the guide's sequence.
  async confirm(token: string): Promise<{ title: string; downloadUrl: string }> {
    return this.db.transaction(async (tx) => {
      const claim = await this.magnets.claimByHash(tx, ClaimTokens.hash(token), true);
      const now = new Date();
      if (!claim || (!claim.confirmedAt && claim.expiresAt <= now))
        throw new BadRequestException(AutomationErrors.claimToken);
      const magnet = (await this.magnets.find(claim.leadMagnetId, tx))!;
      if (!claim.confirmedAt) {
        const contact = await this.contacts.ensure(tx, { email: claim.email });
        await this.magnets.confirmClaim(tx, claim.id, contact.id, now);
        await this.contacts.resubscribe(tx, contact.id);
        // confirmed anew: an address marked undeliverable takes mail again
        await this.suppressions.lift(tx, claim.email);
        if (magnet.tag) await this.tagging.add(tx, [contact.id], magnet.tag, 'lead-magnet');
        // a paused sequence holds them where they enter, until it resumes (a draft is refused when saved)
        const sequence = magnet.sequenceId === null ? null : await this.sequences.find(magnet.sequenceId, tx);
        if (sequence && sequence.status !== 'draft')
          await this.entry.enterInto(tx, [{ id: sequence.id, segmentId: sequence.segmentId }], contact.id);
      }
      return { title: magnet.title, downloadUrl: `/api/lead-magnets/download?token=${encodeURIComponent(token)}` };
    });
  }

  // the guide's file, for a confirmed link within its days
  async download(token: string): Promise<{ fileName: string; download: PrivateDownload }> {
    const claim = await this.magnets.claimByHash(this.db.manager, ClaimTokens.hash(token));
    if (!claim) throw new BadRequestException(AutomationErrors.claimToken);
    if (!claim.confirmedAt) throw new BadRequestException(AutomationErrors.claimNotConfirmed);
    if (claim.confirmedAt.getTime() + DOWNLOAD_DAYS * DAY_MS < Date.now())
      throw new BadRequestException(AutomationErrors.claimToken);
    const magnet = await this.magnets.find(claim.leadMagnetId);
    const [product] = magnet ? await this.products.byIds([magnet.productId]) : [];
    const download =
      product?.digitalFileKey &&
      (await this.storage.privateDownload(product.digitalFileKey, product.digitalFileName ?? 'guide'));
    if (!download) throw new NotFoundException(AutomationErrors.leadMagnetNotFound);
    return { fileName: product.digitalFileName ?? 'guide', download };
  }

  private async check(raw: Record<string, unknown>): Promise<LeadMagnetInput> {
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const slug = text(raw.slug);
    // the rule a post's guide marker is kept by (@coach/shared guide-embed.ts)
    if (!isGuideSlug(slug)) throw new BadRequestException(AutomationErrors.slug);
    const title = text(raw.title);
    if (!title || title.length > 150) throw new BadRequestException(AutomationErrors.leadMagnetTitle);
    const description = text(raw.description);
    if (description.length > 1000) throw new BadRequestException(AutomationErrors.leadMagnetDescription);
    const productId = Number(raw.productId);
    const [product] = Number.isInteger(productId) && productId > 0 ? await this.products.byIds([productId]) : [];
    if (!product || product.type !== 'digital' || !product.digitalFileKey)
      throw new BadRequestException(AutomationErrors.leadMagnetProduct);
    const tag = raw.tag === undefined || raw.tag === null || raw.tag === '' ? null : normaliseTag(raw.tag);
    if (tag === null && raw.tag) throw new BadRequestException(AutomationErrors.tag);
    const sequenceId = raw.sequenceId === undefined || raw.sequenceId === null ? null : Number(raw.sequenceId);
    const sequence = sequenceId === null ? null : await this.sequences.find(sequenceId);
    if (sequenceId !== null && !sequence) throw new BadRequestException(AutomationErrors.sequenceMissing(sequenceId));
    if (sequence?.status === 'draft') throw new BadRequestException(AutomationErrors.sequenceDraft(sequence.id));
    return {
      slug,
      title,
      description,
      productId,
      tag,
      sequenceId,
      showOnPosts: raw.showOnPosts === true,
      active: raw.active !== false,
    };
  }

  private async saving<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(AutomationErrors.slugTaken(slug));
      throw error;
    }
  }
}
