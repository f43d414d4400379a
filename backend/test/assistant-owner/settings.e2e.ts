import { AssistantRetentionCron } from '../../src/modules/chat/owner/retention.cron';
import { AssistantSettingsService } from '../../src/modules/chat/owner/assistant-settings.service';
import type { TestApp } from '../support/test-app';
import { asked, assistantBed, conversation } from './assistant-helpers';

const SETTINGS = '/api/admin/assistant/settings';

const conversationIds = async (t: TestApp) =>
  ((await t.dataSource.query('SELECT id FROM assistant_conversations')) as { id: string }[]).map((r) => r.id).sort();
const questionCount = async (t: TestApp) =>
  ((await t.dataSource.query('SELECT count(*)::int AS n FROM assistant_questions')) as { n: number }[])[0].n;

// How long the assistant's conversations are kept, and the nightly deletion of older ones.
describe('the assistant’s retention of conversations', () => {
  const bed = assistantBed();

  it('is 90 days at first, saved from 1 to 730 whole days, and refused otherwise', async () => {
    const { admin } = bed;
    expect((await admin.get(SETTINGS).expect(200)).body).toEqual({ retentionDays: 90 });
    expect((await admin.send('put', SETTINGS, { retentionDays: 730 }).expect(200)).body).toEqual({
      retentionDays: 730,
    });
    for (const retentionDays of [0, 731, 1.5, '30', null])
      expect((await admin.send('put', SETTINGS, { retentionDays }).expect(400)).body.message).toBe(
        'retentionDays must be a whole number of days from 1 to 730.',
      );
    expect((await admin.get(SETTINGS).expect(200)).body).toEqual({ retentionDays: 730 });
  });

  it('deletes the conversations (and their questions) idle longer than that, and only those', async () => {
    const { t, admin } = bed;
    await admin.send('put', SETTINGS, { retentionDays: 30 }).expect(200);
    const old = await conversation(t, { daysAgo: 31 });
    const recent = await conversation(t, { daysAgo: 29 });
    const fresh = await conversation(t);
    await asked(t, old, { question: 'Old?', daysAgo: 31 });
    await asked(t, recent, { question: 'Recent?', daysAgo: 29 });
    await asked(t, fresh, { question: 'Fresh?' });

    await t.app.get(AssistantRetentionCron).deleteExpiredConversations();
    expect(await conversationIds(t)).toEqual([recent, fresh].sort());
    expect(await questionCount(t)).toBe(2);
  });

  it('deletes in batches, and two replicas at once share them without failing', async () => {
    const { t } = bed;
    await t.dataSource.query('UPDATE assistant_settings SET retention_days = 1');
    const kept = await conversation(t);
    for (let i = 0; i < 7; i++) await conversation(t, { daysAgo: 2 + i });
    const settings = t.app.get(AssistantSettingsService);
    const [a, b] = await Promise.all([settings.deleteExpiredConversations(2), settings.deleteExpiredConversations(2)]);
    expect(a + b).toBe(7);
    expect(await conversationIds(t)).toEqual([kept]);
  });
});
