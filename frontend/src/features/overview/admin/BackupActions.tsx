import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { provenDownload } from '../../../lib/proven-download';
import { downloadBackupArchiveUrl, useBackUpNowMutation, useListBackupArchivesQuery } from './api';

// The backup line's actions (admin only, as the Overview is): a backup made now, and the newest
// kept archive to download (the browser fetches it with the admin's session, after a recent proof
// of who is signed in).
export function BackupActions() {
  const archives = useListBackupArchivesQuery();
  const [backUpNow, making] = useBackUpNowMutation();
  const latest = archives.data?.[0];
  const run = async () => {
    try {
      const made = await backUpNow().unwrap();
      toast({ title: 'Backup made', description: `${made.name} is ready to download.` });
    } catch (error) {
      toast({
        title: 'Backup not made',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Space className="admin-backup-actions" wrap>
      <Button size="small" loading={making.isLoading} onClick={run}>
        {making.isLoading ? 'Backing up…' : 'Back up now'}
      </Button>
      {latest && (
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          href={downloadBackupArchiveUrl({ name: latest.name })}
          download={latest.name}
          onClick={(event) => {
            event.preventDefault();
            void provenDownload(downloadBackupArchiveUrl({ name: latest.name }), latest.name);
          }}
          aria-label={`Download the latest backup (${latest.name})`}
        >
          Download latest
        </Button>
      )}
    </Space>
  );
}
