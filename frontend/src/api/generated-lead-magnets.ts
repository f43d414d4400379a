import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPostLeadMagnets: build.query<ListPostLeadMagnetsApiResponse, ListPostLeadMagnetsApiArg>({
      query: () => ({ url: `/api/lead-magnets` }),
    }),
    confirmLeadMagnetClaim: build.mutation<ConfirmLeadMagnetClaimApiResponse, ConfirmLeadMagnetClaimApiArg>({
      query: (queryArg) => ({
        url: `/api/lead-magnets/claims/confirm`,
        method: 'POST',
        body: queryArg.confirmClaimDto,
      }),
    }),
    getLeadMagnet: build.query<GetLeadMagnetApiResponse, GetLeadMagnetApiArg>({
      query: (queryArg) => ({ url: `/api/lead-magnets/${queryArg.slug}` }),
    }),
    claimLeadMagnet: build.mutation<ClaimLeadMagnetApiResponse, ClaimLeadMagnetApiArg>({
      query: (queryArg) => ({
        url: `/api/lead-magnets/${queryArg.slug}/claims`,
        method: 'POST',
        body: queryArg.claimLeadMagnetDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedLeadMagnetsApi };
export type ListPostLeadMagnetsApiResponse = /** status 200 OK */ PublicLeadMagnetDto[];
export type ListPostLeadMagnetsApiArg = void;
export type ConfirmLeadMagnetClaimApiResponse = /** status 200 OK */ ConfirmedClaimDto;
export type ConfirmLeadMagnetClaimApiArg = {
  confirmClaimDto: ConfirmClaimDto;
};
export type GetLeadMagnetApiResponse = /** status 200 OK */ PublicLeadMagnetDto;
export type GetLeadMagnetApiArg = {
  slug: string;
};
export type ClaimLeadMagnetApiResponse = /** status 202 Accepted */ ClaimAcceptedDto;
export type ClaimLeadMagnetApiArg = {
  slug: string;
  claimLeadMagnetDto: ClaimLeadMagnetDto;
};
export type PublicLeadMagnetDto = {
  slug: string;
  title: string;
  description: string;
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
export type ConfirmedClaimDto = {
  title: string;
  downloadUrl: string;
};
export type ConfirmClaimDto = {
  /** The token of the mail's link */
  token: string;
};
export type ClaimAcceptedDto = {
  message: string;
};
export type ClaimLeadMagnetDto = {
  email: string;
};
