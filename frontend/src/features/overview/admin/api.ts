import { adminContractApi, downloadBackupArchiveUrl } from '../../../api/generated-admin-extras';

// The Overview's endpoint (the admin client's): its counts and its 'Make it yours' checklist are
// read again whenever a post, subscriber, message, product or the site settings change.
// A backup made now adds an archive and changes the backup line.
export const overviewAdminApi = adminContractApi.enhanceEndpoints({
  addTagTypes: ['Backup'],
  endpoints: {
    getAdminOverview: { providesTags: ['BlogPost', 'Subscriber', 'Message', 'Product', 'Site', 'Backup'] },
    listBackupArchives: { providesTags: ['Backup'] },
    backUpNow: { invalidatesTags: ['Backup'] },
  },
});

export const { useGetAdminOverviewQuery, useListBackupArchivesQuery, useBackUpNowMutation } = overviewAdminApi;

export { downloadBackupArchiveUrl };
