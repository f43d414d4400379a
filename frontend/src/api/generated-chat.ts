import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    handOverChat: build.mutation<HandOverChatApiResponse, HandOverChatApiArg>({
      query: (queryArg) => ({ url: `/api/chat/handover`, method: 'POST', body: queryArg.chatHandoverDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedChatApi };
export type HandOverChatApiResponse = /** status 200 OK */ ChatHandoverResponseDto;
export type HandOverChatApiArg = {
  chatHandoverDto: ChatHandoverDto;
};
export type ChatHandoverResponseDto = {
  message: string;
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
export type ChatHandoverDto = {
  /** The conversationId of the last answer */
  conversationId: string;
  /** Where the owner replies */
  email: string;
  name?: string;
};
