import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query';
import type { ListProductsApiArg, ProductDto } from '../../../api/generated';
import { adminContractApi } from '../../../api/generated-admin-extras';
import { contractApi } from '../../../api/generated-extras';
import type { Segment, Sequence } from './shapes';

// the answers whose filter, trigger and steps openapi.json leaves as free objects, as they are
// (shapes.ts)
type Generated = DefinitionsFromApi<typeof adminContractApi>;
type Overrides = {
  listSegments: OverrideResultType<Generated['listSegments'], Segment[]>;
  createSegment: OverrideResultType<Generated['createSegment'], Segment>;
  updateSegment: OverrideResultType<Generated['updateSegment'], Segment>;
  listSequences: OverrideResultType<Generated['listSequences'], Sequence[]>;
  getSequence: OverrideResultType<Generated['getSequence'], Sequence>;
  createSequence: OverrideResultType<Generated['createSequence'], Sequence>;
  updateSequence: OverrideResultType<Generated['updateSequence'], Sequence>;
  setSequenceStatus: OverrideResultType<Generated['setSequenceStatus'], Sequence>;
};

// The Automations tab's endpoints: the admin client's (generated-admin.ts, never edited by hand, so
// the public pages never carry them). What each change refreshes: a person's tags change who is
// in the segments (their counts); a segment's edit, the broadcasts that name it; a sequence's
// delete, the lead magnets that named it (none now). A segment's count is asked for with the
// filter on screen (countSegment, a POST never kept: people's tags move on).
const PEOPLE = ['AutomationPerson', 'AutomationTag', 'Segment'] as const;
const TAGS = [...PEOPLE, 'Sequence', 'Broadcast', 'LeadMagnet', 'AutomationSettings'] as const;
export const automationsAdminApi = adminContractApi.enhanceEndpoints<(typeof TAGS)[number], Overrides>({
  addTagTypes: TAGS,
  endpoints: {
    listPeople: { providesTags: ['AutomationPerson'] },
    tagPeople: { invalidatesTags: [...PEOPLE] },
    importTags: { invalidatesTags: [...PEOPLE] },
    listTags: { providesTags: ['AutomationTag'] },
    listSegments: { providesTags: ['Segment'] },
    createSegment: { invalidatesTags: ['Segment'] },
    updateSegment: { invalidatesTags: ['Segment', 'Broadcast'] },
    // 409 while a sequence or a broadcast uses it
    deleteSegment: { invalidatesTags: ['Segment'] },
    listSequences: { providesTags: ['Sequence'] },
    getSequence: { providesTags: ['Sequence'] },
    createSequence: { invalidatesTags: ['Sequence'] },
    updateSequence: { invalidatesTags: ['Sequence'] },
    setSequenceStatus: { invalidatesTags: ['Sequence'] },
    deleteSequence: { invalidatesTags: ['Sequence', 'LeadMagnet'] },
    listBroadcasts: { providesTags: ['Broadcast'] },
    // who a broadcast would reach moves with people, their tags and the segments
    countRecipients: { providesTags: [...PEOPLE] },
    createBroadcast: { invalidatesTags: ['Broadcast'] },
    updateBroadcast: { invalidatesTags: ['Broadcast'] },
    scheduleBroadcast: { invalidatesTags: ['Broadcast'] },
    deleteBroadcast: { invalidatesTags: ['Broadcast'] },
    listLeadMagnets: { providesTags: ['LeadMagnet'] },
    createLeadMagnet: { invalidatesTags: ['LeadMagnet'] },
    updateLeadMagnet: { invalidatesTags: ['LeadMagnet'] },
    deleteLeadMagnet: { invalidatesTags: ['LeadMagnet'] },
    getAutomationSettings: { providesTags: ['AutomationSettings'] },
    saveAutomationSettings: { invalidatesTags: ['AutomationSettings'] },
  },
});

export const { useListPeopleQuery, useTagPeopleMutation, useImportTagsMutation, useListTagsQuery } =
  automationsAdminApi;
export const {
  useListSegmentsQuery,
  useCountSegmentMutation,
  useCreateSegmentMutation,
  useUpdateSegmentMutation,
  useDeleteSegmentMutation,
} = automationsAdminApi;
export const {
  useListSequencesQuery,
  useGetSequenceQuery,
  useCreateSequenceMutation,
  useUpdateSequenceMutation,
  useSetSequenceStatusMutation,
  useDeleteSequenceMutation,
} = automationsAdminApi;
export const {
  useListBroadcastsQuery,
  useCountRecipientsQuery,
  useCreateBroadcastMutation,
  useUpdateBroadcastMutation,
  usePreviewBroadcastMutation,
  useTestBroadcastMutation,
  useScheduleBroadcastMutation,
  useDeleteBroadcastMutation,
} = automationsAdminApi;
export const {
  useListLeadMagnetsQuery,
  useCreateLeadMagnetMutation,
  useUpdateLeadMagnetMutation,
  useDeleteLeadMagnetMutation,
  useGetAutomationSettingsQuery,
  useSaveAutomationSettingsMutation,
} = automationsAdminApi;

// the shop's products, which conditions, triggers, steps and lead magnets name (the public
// client's read: an admin's has the archived ones too)
export const { useListProductsQuery } = contractApi.enhanceEndpoints({
  endpoints: { listProducts: { providesTags: ['Product'] } },
});

// the whole list of products
export const ALL_PRODUCTS: ListProductsApiArg = {};

export type {
  BroadcastDto,
  DeliveryDto,
  LeadMagnetDto,
  PersonDto,
  PreviewDto,
  SaveLeadMagnetDto,
  SaveSequenceDto,
  SequenceDto,
  StepStatsDto,
  TagCsvResultDto,
} from '../../../api/generated-admin';
export type * from './shapes';
export type { ProductDto };
