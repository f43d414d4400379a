// Factories of the comments: none at all.
import { CommentSettingsRepository } from '../../../src/modules/comments/comment-settings.repository';
import type { TestContext } from '../test-context';

// no comments, no approved or banned commenters, no digest sent, a mail for each comment (the default)
export async function emptyComments(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE comments, comment_authors, comment_digests');
  await t.app.get(CommentSettingsRepository).setOwnerMail('each');
}
