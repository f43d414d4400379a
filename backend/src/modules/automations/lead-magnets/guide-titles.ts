import { Injectable } from '@nestjs/common';
import { LeadMagnetsRepository } from './lead-magnets.repository';

// The titles of the guides offered among `slugs`, by slug: what the server's rendering of a text
// holding guides' forms (modules/pages) names their links with; a guide gone or inactive is missing.
@Injectable()
export class GuideTitles {
  constructor(private readonly magnets: LeadMagnetsRepository) {}

  async of(slugs: string[]): Promise<Map<string, string>> {
    if (slugs.length === 0) return new Map();
    return new Map((await this.magnets.activeTitles(slugs)).map(({ slug, title }) => [slug, title]));
  }
}
