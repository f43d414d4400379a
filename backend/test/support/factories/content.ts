// Factories of page content and the legal pages, and of writes behind the app's back that only
// the database's triggers hear (the empty page content is ../resets.ts's).
import { LEGAL_PAGE_TEXTS } from '../../../src/core/database/migrations/1764470000000-create-legal-pages.texts';
import {
  MARKETING_ANCHOR,
  MARKETING_SECTION,
} from '../../../src/core/database/migrations/1764760000000-privacy-policy-marketing';
import { ProductEntity } from '../../../src/modules/commerce/entities/product.entity';
import { PageContentEntity } from '../../../src/modules/content/entities/page-content.entity';
import { LegalPagesRepository } from '../../../src/modules/legal/legal-pages.repository';
import type { TestContext } from '../test-context';

// A section's text changed in SQL, behind the app's back: through the entity, with no service to
// drop what the app keeps in memory (only the table's trigger tells).
export async function rewritePageContentInSql(t: TestContext, page: string, content: string): Promise<void> {
  await t.dataSource.getRepository(PageContentEntity).update({ page }, { content });
}

// Every product renamed in a transaction that is then rolled back: nothing changed.
export async function renameProductsAndRollBack(t: TestContext): Promise<void> {
  const rollBack = new Error('rolled back');
  const done = t.dataSource.transaction(async (tx) => {
    await tx.getRepository(ProductEntity).createQueryBuilder().update().set({ title: 'Never saved' }).execute();
    throw rollBack;
  });
  await done.catch((error: unknown) => {
    if (error !== rollBack) throw error;
  });
}

// The legal pages as the migrations leave them (the privacy policy with its marketing section).
export async function restoreLegalPages(t: TestContext): Promise<void> {
  const pages = t.app.get(LegalPagesRepository);
  for (const { slug, title, content } of LEGAL_PAGE_TEXTS) {
    const current =
      slug === 'privacy-policy' ? content.replace(MARKETING_ANCHOR, MARKETING_SECTION + MARKETING_ANCHOR) : content;
    await pages.save({ slug, title, content: current });
  }
}
