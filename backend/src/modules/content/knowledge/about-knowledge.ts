import { Injectable, type OnModuleInit } from '@nestjs/common';
import { KnowledgeRegistry } from '../../../core/knowledge/knowledge-registry';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { paragraphsOf, passagesOf, sentence } from '../../../core/knowledge/passage-text';
import { SiteService } from '../../site';
import { PageContentService } from '../page-content.service';

const URL = '/about';
const KEYWORDS = 'about owner founder coach author who story background biography mission values community';
// the About page's headings over each section the owner writes (the SPA's AboutPage)
const HEADINGS: Record<string, string> = {
  mission: 'About',
  bio: 'About: My Story',
  values: 'About: Our Community Values',
};

// The owner and their story for the assistant: who runs the site (the site settings), and the
// About page's sections the owner saved (the page shows a sample in place of one not saved: a
// sample says nothing true of this owner, so the assistant is not given it).
@Injectable()
export class AboutKnowledge implements KnowledgeSource, OnModuleInit {
  readonly name = 'about';
  readonly label = 'About';
  readonly tables = ['page_content', 'site_settings'];

  constructor(
    private readonly registry: KnowledgeRegistry,
    private readonly sections: PageContentService,
    private readonly site: SiteService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async passages(): Promise<KnowledgePassage[]> {
    const [{ site }, saved] = await Promise.all([this.site.publicSite(), this.sections.listPage('about')]);
    const who = site.ownerName ? `${site.ownerName} runs ${site.siteName}` : site.siteName;
    const owner = { key: 'about:owner', title: 'About', url: URL, keywords: KEYWORDS };
    const intro = site.tagline ? `${who}: ${sentence(site.tagline)}` : sentence(who);
    return [
      { ...owner, text: intro },
      ...saved
        .filter((s) => s.section in HEADINGS)
        .flatMap((s) =>
          passagesOf(
            { title: HEADINGS[s.section], url: URL, keywords: KEYWORDS },
            `about:${s.section}`,
            paragraphsOf(s.content),
          ),
        ),
    ];
  }
}
