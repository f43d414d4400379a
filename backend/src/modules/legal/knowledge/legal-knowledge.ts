import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { paragraphsOf, passagesOf, sectionsOf } from '../../../core/knowledge/passage-text';
import { LEGAL_SLUGS, type LegalSlug } from '../legal-pages';
import { LegalPagesService } from '../legal-pages.service';

// the words a visitor may ask a page by
const KEYWORDS: Record<LegalSlug, string> = {
  'privacy-policy': 'privacy personal data gdpr',
  'terms-of-service': 'terms conditions service rules agreement use legal',
  'refund-policy': 'refund refunds return returns money back cancel cancellation guarantee',
};

// The legal pages for the assistant, as visitors read them (the site settings and the tracking
// sentence filled in): each section under its heading, in pieces short enough to quote.
@Injectable()
export class LegalKnowledge implements KnowledgeSource {
  readonly name = 'legal';
  readonly label = 'Legal page';
  // the page rows, and what their public read fills in (the site settings, the mail tracking switch)
  readonly tables = ['legal_pages', 'site_settings', 'automation_settings'];

  constructor(private readonly pages: LegalPagesService) {}

  async passages(): Promise<KnowledgePassage[]> {
    const pages = await Promise.all(LEGAL_SLUGS.map((slug) => this.pages.publicPage(slug)));
    return pages.flatMap(({ slug, title, content }) => {
      const passages: KnowledgePassage[] = [];
      for (const section of sectionsOf(content)) {
        const base = {
          title: section.heading ? `${title}: ${section.heading}` : title,
          url: `/${slug}`,
          keywords: KEYWORDS[slug as LegalSlug],
        };
        passages.push(...passagesOf(base, slug, paragraphsOf(section.html), passages.length + 1));
      }
      return passages;
    });
  }
}
