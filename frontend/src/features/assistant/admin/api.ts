import type { Paged } from '../../../api/paged';
import { type AskedQuestionDto, generatedAssistantApi } from '../../../api/generated-assistant';
import type { ListAssistantQuestionsApiArg } from '../../../api/generated-assistant';
import { listAssistantQuestionsPaged } from '../../../api/generated-assistant-extras';

// The Assistant tab's endpoints: its own generated client (generated-assistant.ts, never edited by
// hand), so no other admin tab carries them. A FAQ entry made or deleted changes which questions
// are answered by it, and the figures; the questions come a page at a time.
const TAGS = ['AssistantQuestion', 'AssistantSummary', 'AssistantFaq', 'AssistantSettings'] as const;
export const assistantAdminApi = generatedAssistantApi
  .enhanceEndpoints({
    addTagTypes: TAGS,
    endpoints: {
      listFaq: { providesTags: ['AssistantFaq'] },
      createFaq: { invalidatesTags: ['AssistantFaq', 'AssistantQuestion', 'AssistantSummary'] },
      updateFaq: { invalidatesTags: ['AssistantFaq'] },
      deleteFaq: { invalidatesTags: ['AssistantFaq', 'AssistantQuestion', 'AssistantSummary'] },
      getAssistantSummary: { providesTags: ['AssistantSummary'] },
      getAssistantSettings: { providesTags: ['AssistantSettings'] },
      saveAssistantSettings: { invalidatesTags: ['AssistantSettings'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAssistantQuestionPage: build.query<Paged<AskedQuestionDto>, ListAssistantQuestionsApiArg>({
        ...listAssistantQuestionsPaged,
        providesTags: ['AssistantQuestion'],
      }),
    }),
  });

export const {
  useListAssistantQuestionPageQuery,
  useGetAssistantSummaryQuery,
  useListFaqQuery,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
  useGetAssistantSettingsQuery,
  useSaveAssistantSettingsMutation,
} = assistantAdminApi;

export type {
  AskedQuestionDto,
  AssistantSettingsDto,
  AssistantSummaryDto,
  FaqDto,
  QuestionSourceDto,
  SaveFaqDto,
} from '../../../api/generated-assistant';
