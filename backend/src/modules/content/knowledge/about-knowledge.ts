import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { paragraphsOf, passagesOf, sentence } from '../../../core/knowledge/passage-text';
import { PAGE_FACT_TABLES, PageFacts } from './page-facts';

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
export class AboutKnowledge implements KnowledgeSource {
  readonly name = 'about';
  readonly label = 'About';
  readonly tells = 'owner';
  readonly tables = PAGE_FACT_TABLES;

  constructor(private readonly facts: PageFacts) {}

  async passages(): Promise<KnowledgePassage[]> {
    const { site, saved } = await this.facts.of('about');
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
