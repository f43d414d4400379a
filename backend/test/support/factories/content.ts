// Factories of page content and the legal pages.
import { LEGAL_PAGE_TEXTS } from '../../../src/core/database/migrations/1764470000000-create-legal-pages.texts';
import { LegalPagesRepository } from '../../../src/modules/legal/legal-pages.repository';
import type { TestContext } from '../test-context';

// No page has any text of the admin's.
export async function emptyPageContent(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE page_content');
}

// A section's text changed in SQL, behind the app's back.
export async function rewritePageContentInSql(t: TestContext, page: string, content: string): Promise<void> {
  await t.dataSource.query('UPDATE page_content SET content = $2 WHERE page = $1', [page, content]);
}

// Every product renamed in a transaction that is then rolled back: nothing changed.
export async function renameProductsAndRollBack(t: TestContext): Promise<void> {
  const rollBack = new Error('rolled back');
  const done = t.dataSource.transaction(async (tx) => {
    await tx.query(`UPDATE products SET title = 'Never saved'`);
    throw rollBack;
  });
  await done.catch((error: unknown) => {
    if (error !== rollBack) throw error;
  });
}

// The legal pages as the migration leaves them.
export async function restoreLegalPages(t: TestContext): Promise<void> {
  const pages = t.app.get(LegalPagesRepository);
  for (const { slug, title, content } of LEGAL_PAGE_TEXTS) await pages.save({ slug, title, content });
}
