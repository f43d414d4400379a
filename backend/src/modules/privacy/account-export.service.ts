import { Injectable } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/privacy/personal-data.registry';
import { SiteService } from '../site';
import type { AccountExportDto } from './dto/account-export.dto';

// The export's sections, in the order the file lists them (AccountExportDto): each one a module's
// registered part (privacy's own for the Email Preferences).
const SECTIONS = [
  'profile',
  'emailPreferences',
  'mailDeliverability',
  'orders',
  'downloads',
  'courses',
  'bookings',
  'memberships',
  'plans',
  'analytics',
  'marketing',
  'assistant',
  'comments',
  'devices',
  'passkeys',
] as const satisfies readonly (keyof AccountExportDto)[];
type Sections = Pick<AccountExportDto, (typeof SECTIONS)[number]>;

// Download Account Data: everything the site keeps about the account, gathered at once from the
// parts the modules register (an account is small: its profile, preferences, orders, files and
// devices). Each part answers field by field, so nothing is in it by accident (no hash, no token,
// no session id); a section the file does not list is an error, never an extra.
@Injectable()
export class AccountExportService {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly site: SiteService,
  ) {}

  async export(userId: number, sessionId: string): Promise<AccountExportDto> {
    const [sections, { siteName }] = await Promise.all([
      this.personalData.export({ userId, sessionId }),
      this.site.identity(),
    ]);
    return { exportedAt: new Date().toISOString(), site: siteName, ...inFileOrder(sections) };
  }
}

function inFileOrder(sections: Record<string, unknown>): Sections {
  const names = Object.keys(sections);
  const unlisted = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  const missing = SECTIONS.filter((name) => !names.includes(name));
  if (unlisted.length || missing.length) {
    throw new Error(`The account export lists ${SECTIONS.join(', ')}; the parts registered ${names.join(', ')}`);
  }
  return Object.fromEntries(SECTIONS.map((name) => [name, sections[name]])) as unknown as Sections;
}
