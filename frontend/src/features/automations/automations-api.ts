import type { ApiMeta } from '../../api/api-base-query';
import { baseApi } from '../../api/base-api';
import type {
  AutomationSettingsDto,
  BroadcastDto,
  LeadMagnetDto,
  ListPeopleArg,
  MailPreviewDto,
  PeoplePage,
  PersonDto,
  SaveBroadcastDto,
  SaveLeadMagnetDto,
  SaveSegmentDto,
  SaveSequenceDto,
  SegmentCountDto,
  SegmentDto,
  SegmentFilter,
  SequenceDetailDto,
  SequenceDto,
  SequenceStatus,
  SetTagDto,
  TagCountDto,
  TagCsvReportDto,
} from './automations-types';

// The owner's automations endpoints (docs/automations.md), written by hand until the backend's
// OpenAPI has them: then the codegen's generated-admin.ts replaces this file (the hooks keep their
// names). Only the Automations admin tab imports it, so the public pages never carry it.
const ADMIN = '/api/admin/automations';

// What each change refreshes: a person's tags change who is in the segments (their counts) and who
// enters a sequence on a tag; a segment's edit changes the lists that show its count.
const TAGS = ['AutomationPerson', 'AutomationTag', 'Segment', 'Sequence', 'Broadcast', 'LeadMagnet'] as const;
const PEOPLE = ['AutomationPerson', 'AutomationTag', 'Segment'] as const;

// the People list: its page either as a body with X-Total-Count, or as { items, total }
function toPeoplePage(body: PersonDto[] | PeoplePage, meta: ApiMeta | undefined): PeoplePage {
  if (!Array.isArray(body)) return body;
  const total = meta?.headers.get('X-Total-Count');
  return { items: body, total: total ? Number(total) : body.length };
}

export const automationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: [...TAGS, 'AutomationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listPeople: build.query<PeoplePage, ListPeopleArg>({
        query: (params) => ({ url: `${ADMIN}/people`, params: { ...params } }),
        transformResponse: toPeoplePage,
        providesTags: ['AutomationPerson'],
      }),
      setPeopleTag: build.mutation<unknown, SetTagDto>({
        query: (body) => ({ url: `${ADMIN}/people/tags`, method: 'POST', body }),
        invalidatesTags: [...PEOPLE],
      }),
      importTagsCsv: build.mutation<TagCsvReportDto, { csv: string }>({
        query: (body) => ({ url: `${ADMIN}/people/tags/csv`, method: 'POST', body }),
        invalidatesTags: [...PEOPLE],
      }),
      listTags: build.query<TagCountDto[], void>({
        query: () => ({ url: `${ADMIN}/tags` }),
        providesTags: ['AutomationTag'],
      }),

      listSegments: build.query<SegmentDto[], void>({
        query: () => ({ url: `${ADMIN}/segments` }),
        providesTags: ['Segment'],
      }),
      // The database's count of a filter, before it is saved or sent to: a read (by POST), so that
      // only the answer for the filter now on screen shows; never kept, as people's tags move on.
      countSegment: build.query<SegmentCountDto, { filter: SegmentFilter }>({
        query: (body) => ({ url: `${ADMIN}/segments/count`, method: 'POST', body }),
        providesTags: ['AutomationPerson'],
        keepUnusedDataFor: 0,
      }),
      createSegment: build.mutation<SegmentDto, SaveSegmentDto>({
        query: (body) => ({ url: `${ADMIN}/segments`, method: 'POST', body }),
        invalidatesTags: ['Segment'],
      }),
      updateSegment: build.mutation<SegmentDto, { id: number; segment: SaveSegmentDto }>({
        query: ({ id, segment }) => ({ url: `${ADMIN}/segments/${id}`, method: 'PUT', body: segment }),
        invalidatesTags: ['Segment', 'Broadcast'],
      }),
      // 409 while a sequence or a scheduled broadcast uses it
      deleteSegment: build.mutation<void, number>({
        query: (id) => ({ url: `${ADMIN}/segments/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Segment'],
      }),

      listSequences: build.query<SequenceDto[], void>({
        query: () => ({ url: `${ADMIN}/sequences` }),
        providesTags: ['Sequence'],
      }),
      getSequence: build.query<SequenceDetailDto, number>({
        query: (id) => ({ url: `${ADMIN}/sequences/${id}` }),
        providesTags: ['Sequence'],
      }),
      createSequence: build.mutation<SequenceDto, SaveSequenceDto>({
        query: (body) => ({ url: `${ADMIN}/sequences`, method: 'POST', body }),
        invalidatesTags: ['Sequence'],
      }),
      updateSequence: build.mutation<SequenceDto, { id: number; sequence: SaveSequenceDto }>({
        query: ({ id, sequence }) => ({ url: `${ADMIN}/sequences/${id}`, method: 'PUT', body: sequence }),
        invalidatesTags: ['Sequence'],
      }),
      setSequenceStatus: build.mutation<SequenceDto, { id: number; status: Exclude<SequenceStatus, 'draft'> }>({
        query: ({ id, status }) => ({ url: `${ADMIN}/sequences/${id}/status`, method: 'POST', body: { status } }),
        invalidatesTags: ['Sequence'],
      }),
      // a sequence holds its segment: deleting it frees the segment
      deleteSequence: build.mutation<void, number>({
        query: (id) => ({ url: `${ADMIN}/sequences/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Sequence', 'Segment', 'LeadMagnet'],
      }),

      listBroadcasts: build.query<BroadcastDto[], void>({
        query: () => ({ url: `${ADMIN}/broadcasts` }),
        providesTags: ['Broadcast'],
      }),
      createBroadcast: build.mutation<BroadcastDto, SaveBroadcastDto>({
        query: (body) => ({ url: `${ADMIN}/broadcasts`, method: 'POST', body }),
        invalidatesTags: ['Broadcast'],
      }),
      updateBroadcast: build.mutation<BroadcastDto, { id: number; broadcast: SaveBroadcastDto }>({
        query: ({ id, broadcast }) => ({ url: `${ADMIN}/broadcasts/${id}`, method: 'PUT', body: broadcast }),
        invalidatesTags: ['Broadcast'],
      }),
      previewBroadcast: build.mutation<MailPreviewDto, Pick<SaveBroadcastDto, 'subject' | 'body'>>({
        query: (body) => ({ url: `${ADMIN}/broadcasts/preview`, method: 'POST', body }),
      }),
      // to the owner's own address
      sendTestBroadcast: build.mutation<unknown, number>({
        query: (id) => ({ url: `${ADMIN}/broadcasts/${id}/test`, method: 'POST' }),
      }),
      scheduleBroadcast: build.mutation<BroadcastDto, { id: number; at: string }>({
        query: ({ id, at }) => ({ url: `${ADMIN}/broadcasts/${id}/schedule`, method: 'POST', body: { at } }),
        invalidatesTags: ['Broadcast', 'Segment'],
      }),
      cancelBroadcast: build.mutation<BroadcastDto, number>({
        query: (id) => ({ url: `${ADMIN}/broadcasts/${id}/cancel`, method: 'POST' }),
        invalidatesTags: ['Broadcast', 'Segment'],
      }),

      listLeadMagnets: build.query<LeadMagnetDto[], void>({
        query: () => ({ url: `${ADMIN}/lead-magnets` }),
        providesTags: ['LeadMagnet'],
      }),
      createLeadMagnet: build.mutation<LeadMagnetDto, SaveLeadMagnetDto>({
        query: (body) => ({ url: `${ADMIN}/lead-magnets`, method: 'POST', body }),
        invalidatesTags: ['LeadMagnet'],
      }),
      updateLeadMagnet: build.mutation<LeadMagnetDto, { id: number; leadMagnet: SaveLeadMagnetDto }>({
        query: ({ id, leadMagnet }) => ({ url: `${ADMIN}/lead-magnets/${id}`, method: 'PUT', body: leadMagnet }),
        invalidatesTags: ['LeadMagnet'],
      }),
      deleteLeadMagnet: build.mutation<void, number>({
        query: (id) => ({ url: `${ADMIN}/lead-magnets/${id}`, method: 'DELETE' }),
        invalidatesTags: ['LeadMagnet'],
      }),

      getAutomationSettings: build.query<AutomationSettingsDto, void>({
        query: () => ({ url: `${ADMIN}/settings` }),
        providesTags: ['AutomationSettings'],
      }),
      saveAutomationSettings: build.mutation<AutomationSettingsDto, AutomationSettingsDto>({
        query: (body) => ({ url: `${ADMIN}/settings`, method: 'PUT', body }),
        invalidatesTags: ['AutomationSettings'],
      }),
    }),
  });

export const {
  useListPeopleQuery,
  useSetPeopleTagMutation,
  useImportTagsCsvMutation,
  useListTagsQuery,
  useListSegmentsQuery,
  useCountSegmentQuery,
  useCreateSegmentMutation,
  useUpdateSegmentMutation,
  useDeleteSegmentMutation,
  useListSequencesQuery,
  useGetSequenceQuery,
  useCreateSequenceMutation,
  useUpdateSequenceMutation,
  useSetSequenceStatusMutation,
  useDeleteSequenceMutation,
  useListBroadcastsQuery,
  useCreateBroadcastMutation,
  useUpdateBroadcastMutation,
  usePreviewBroadcastMutation,
  useSendTestBroadcastMutation,
  useScheduleBroadcastMutation,
  useCancelBroadcastMutation,
  useListLeadMagnetsQuery,
  useCreateLeadMagnetMutation,
  useUpdateLeadMagnetMutation,
  useDeleteLeadMagnetMutation,
  useGetAutomationSettingsQuery,
  useSaveAutomationSettingsMutation,
} = automationsApi;
