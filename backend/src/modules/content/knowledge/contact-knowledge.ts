import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { paragraphsOf, passagesOf } from '../../../core/knowledge/passage-text';
import type { SiteDto } from '../../site';
import { PAGE_FACT_TABLES, PageFacts } from './page-facts';

const BASE = {
  title: 'Contact',
  url: '/contact',
  keywords: 'contact email e-mail mail phone call telephone reach write message address location where based touch',
};
// the Contact page's own words (its Response Time card, frontend features/contact): not data
const RESPONSE_TIME = 'I reply to every message within 24 hours, usually sooner on weekdays.';

// How to reach the owner, as the Contact page says it: the owner's saved contact information
// (which replaces the details on the page), else the e-mail, phone and location of the site
// settings; and the contact form with how soon an answer comes.
@Injectable()
export class ContactKnowledge implements KnowledgeSource {
  readonly name = 'contact';
  readonly label = 'Contact';
  readonly tells = 'owner';
  readonly tables = PAGE_FACT_TABLES;

  constructor(private readonly facts: PageFacts) {}

  async passages(): Promise<KnowledgePassage[]> {
    const { site, saved } = await this.facts.of('contact');
    const info = saved.find((s) => s.section === 'info' && paragraphsOf(s.content).length);
    const details = info ? paragraphsOf(info.content) : detailsOf(site);
    const who = site.ownerName ?? site.siteName;
    const form = `To write to ${who}, use the form on the Contact page: your name, e-mail address, subject and message. ${RESPONSE_TIME}`;
    return [
      ...passagesOf({ ...BASE, keywords: `${BASE.keywords} details` }, 'contact:details', details),
      { ...BASE, key: 'contact:form', text: form, keywords: `${BASE.keywords} form reply response answer how soon` },
    ];
  }
}

// the site settings' contact details, each one set a sentence
function detailsOf(site: SiteDto): string[] {
  const who = site.ownerName ?? site.siteName;
  return [
    site.contactEmail && `The e-mail address of ${who} is ${site.contactEmail}.`,
    site.contactPhone && `The phone number is ${site.contactPhone}.`,
    site.contactLocation && `${who} is based in ${site.contactLocation}.`,
  ].filter((line): line is string => !!line);
}
