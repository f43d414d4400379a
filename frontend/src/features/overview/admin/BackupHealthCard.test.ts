import { describe, expect, it } from 'vitest';
import { backupLine } from './BackupHealthCard';

describe("the backup card's line", () => {
  it.each([
    [
      { scheduled: false, lastSucceededSecondsAgo: null, lastFailedSecondsAgo: null },
      'Backups: none made yet · not scheduled',
      false,
    ],
    [{ scheduled: true, lastSucceededSecondsAgo: null, lastFailedSecondsAgo: null }, 'Backups: none made yet', true],
    [
      { scheduled: true, lastSucceededSecondsAgo: 3 * 3600, lastFailedSecondsAgo: null },
      'Backups: last succeeded 3 h ago',
      false,
    ],
    [
      { scheduled: true, lastSucceededSecondsAgo: 3 * 86_400, lastFailedSecondsAgo: null },
      'Backups: last succeeded 3 d ago',
      true,
    ],
    [
      { scheduled: true, lastSucceededSecondsAgo: 86_400, lastFailedSecondsAgo: 600 },
      'Backups: last succeeded 1 d ago · last failed 10 min ago',
      true,
    ],
    [
      { scheduled: false, lastSucceededSecondsAgo: 60, lastFailedSecondsAgo: 600 },
      'Backups: last succeeded 1 min ago · not scheduled',
      false,
    ],
  ])('%j reads "%s"', (backups, text, warning) => expect(backupLine(backups)).toEqual({ text, warning }));
});
