import type { AuditEntryDto, ListAuditLogApiArg } from '../../../api/generated-admin';
import { adminContractApi, exportAuditLogUrl, listAuditLogPaged } from '../../../api/generated-admin-extras';
import type { Paged } from '../../../api/paged';

// The audit log's endpoints (the admin client's): every admin change adds to the log, so the list is
// read again whenever the tab shows; a change of how long it is kept is itself an entry.
export const auditAdminApi = adminContractApi
  .enhanceEndpoints({
    endpoints: {
      listAuditLogTables: { providesTags: ['AuditLog'] },
      getAuditSettings: { providesTags: ['AuditLog'] },
      saveAuditSettings: { invalidatesTags: ['AuditLog'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAuditLogPage: build.query<Paged<AuditEntryDto>, ListAuditLogApiArg>({
        ...listAuditLogPaged,
        providesTags: ['AuditLog'],
      }),
    }),
  });

export const {
  useListAuditLogPageQuery,
  useListAuditLogTablesQuery,
  useGetAuditSettingsQuery,
  useSaveAuditSettingsMutation,
} = auditAdminApi;

export type AuditLogFilters = Omit<ListAuditLogApiArg, 'limit' | 'cursor'>;

// a plain link with the list's filters: the browser downloads the file with the session's cookie
export const auditLogExportUrl: (filters: AuditLogFilters) => string = exportAuditLogUrl;

export type { AuditChangeDto, AuditEntryDto } from '../../../api/generated-admin';
