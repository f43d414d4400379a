import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFaq: build.query<ListFaqApiResponse, ListFaqApiArg>({
      query: () => ({ url: `/api/admin/assistant/faq` }),
    }),
    createFaq: build.mutation<CreateFaqApiResponse, CreateFaqApiArg>({
      query: (queryArg) => ({ url: `/api/admin/assistant/faq`, method: 'POST', body: queryArg.createFaqDto }),
    }),
    updateFaq: build.mutation<UpdateFaqApiResponse, UpdateFaqApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/assistant/faq/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveFaqDto,
      }),
    }),
    deleteFaq: build.mutation<DeleteFaqApiResponse, DeleteFaqApiArg>({
      query: (queryArg) => ({ url: `/api/admin/assistant/faq/${queryArg.id}`, method: 'DELETE' }),
    }),
    listAssistantQuestions: build.query<ListAssistantQuestionsApiResponse, ListAssistantQuestionsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/assistant/questions`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          status: queryArg.status,
        },
      }),
    }),
    getAssistantSummary: build.query<GetAssistantSummaryApiResponse, GetAssistantSummaryApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/assistant/summary`,
        params: {
          days: queryArg.days,
        },
      }),
    }),
    getAssistantSettings: build.query<GetAssistantSettingsApiResponse, GetAssistantSettingsApiArg>({
      query: () => ({ url: `/api/admin/assistant/settings` }),
    }),
    saveAssistantSettings: build.mutation<SaveAssistantSettingsApiResponse, SaveAssistantSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/assistant/settings`,
        method: 'PUT',
        body: queryArg.assistantSettingsDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAssistantApi };
export type ListFaqApiResponse = /** status 200 OK */ FaqDto[];
export type ListFaqApiArg = void;
export type CreateFaqApiResponse = /** status 201 Created */ FaqDto;
export type CreateFaqApiArg = {
  createFaqDto: CreateFaqDto;
};
export type UpdateFaqApiResponse = /** status 200 OK */ FaqDto;
export type UpdateFaqApiArg = {
  id: number;
  saveFaqDto: SaveFaqDto;
};
export type DeleteFaqApiResponse = unknown;
export type DeleteFaqApiArg = {
  id: number;
};
export type ListAssistantQuestionsApiResponse = /** status 200 OK */ AskedQuestionDto[];
export type ListAssistantQuestionsApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Those the assistant could not answer (default), those it answered, or all */
  status?: 'unanswered' | 'answered' | 'all';
};
export type GetAssistantSummaryApiResponse = /** status 200 OK */ AssistantSummaryDto;
export type GetAssistantSummaryApiArg = {
  /** The last so many days (default 30) */
  days?: number;
};
export type GetAssistantSettingsApiResponse = /** status 200 OK */ AssistantSettingsDto;
export type GetAssistantSettingsApiArg = void;
export type SaveAssistantSettingsApiResponse = /** status 200 OK */ AssistantSettingsDto;
export type SaveAssistantSettingsApiArg = {
  assistantSettingsDto: AssistantSettingsDto;
};
export type FaqDto = {
  id: number;
  question: string;
  answer: string;
  link: string | null;
  createdAt: string;
  updatedAt: string;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  statusCode: number;
  message: string;
  error?: string;
  /** One entry per invalid field (validation errors only) */
  errors?: FieldErrorDto[];
  /** When a dripped lesson opens (403 only) */
  opensAt?: string;
  /** 403 only: the signed-in owner must confirm who they are (POST /api/auth/reauthenticate), then send the request again */
  reauthenticate?: boolean;
  /** 5xx only: the request's trace id (32 hex digits). The server's log lines for the request carry it, and so does its trace when tracing is on: quote it when reporting the error. */
  reference?: string;
};
export type CreateFaqDto = {
  question: string;
  /** Plain text, as the assistant quotes it (no HTML) */
  answer: string;
  /** Where the answer links: a path on this site or an https:// address (null or blank: none) */
  link?: string | null;
  /** The asked question this entry answers: it, and every unanswered one of the same text, is marked */
  questionId?: number;
};
export type SaveFaqDto = {
  question: string;
  /** Plain text, as the assistant quotes it (no HTML) */
  answer: string;
  /** Where the answer links: a path on this site or an https:// address (null or blank: none) */
  link?: string | null;
};
export type QuestionSourceDto = {
  /** The source’s name */
  source: string;
  /** How the owner’s screen names it */
  label: string;
  title: string;
  /** Where the answer linked ("" for nowhere) */
  url: string;
};
export type AskedQuestionDto = {
  id: number;
  askedAt: string;
  question: string;
  /** What the assistant answered */
  answer: string;
  /** Whether the assistant found an answer in the site’s facts */
  answered: boolean;
  /** The facts the answer was drawn from */
  sources: QuestionSourceDto[];
  /** The FAQ entry the owner answered it with since */
  faqId: number | null;
  conversationId: string;
  /** The visitor asked for the owner in that conversation */
  handedOver: boolean;
  /** Asked by a signed-in account */
  signedIn: boolean;
};
export type TopSourceDto = {
  title: string;
  url: string;
  /** Questions answered from it */
  count: number;
};
export type AssistantSummaryDto = {
  days: number;
  /** Questions asked */
  asked: number;
  /** Answered from the site’s facts */
  answered: number;
  /** Not answered */
  unanswered: number;
  /** Conversations the visitor sent on to the owner */
  handedOver: number;
  /** Not answered then, answered by a FAQ entry since */
  answeredSince: number;
  /** The five facts answers were drawn from most */
  topSources: TopSourceDto[];
};
export type AssistantSettingsDto = {
  /** Conversations (and their questions) are deleted this many days after their last question */
  retentionDays: number;
};
