import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
    }),
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/auth/user` }),
    }),
    makeAdmin: build.mutation<MakeAdminApiResponse, MakeAdminApiArg>({
      query: (queryArg) => ({ url: `/api/make-admin`, method: 'POST', body: queryArg.makeAdminDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse = /** status 200 {"status":"ok","db":"up"} */ HealthDto;
export type GetHealthApiArg = void;
export type RegisterApiResponse = /** status 201  */ UserDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type LoginApiResponse = /** status 200  */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type GetCurrentUserApiResponse = /** status 200  */ UserDto;
export type GetCurrentUserApiArg = void;
export type MakeAdminApiResponse = /** status 200  */ MakeAdminResponseDto;
export type MakeAdminApiArg = {
  makeAdminDto: MakeAdminDto;
};
export type HealthDto = {
  status: 'ok' | 'error';
  db: 'up' | 'down';
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
};
export type UserDto = {
  id: number;
  /** 'admin' gives admin rights */
  role: 'customer' | 'admin';
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
};
export type RegisterDto = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type MakeAdminResponseDto = {
  message: string;
};
export type MakeAdminDto = {
  /** The signed-in account’s own e-mail */
  email: string;
  /** The server’s ADMIN_SECRET */
  adminSecret: string;
};
export const {
  useGetHealthQuery,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetCurrentUserQuery,
  useMakeAdminMutation,
} = injectedRtkApi;
