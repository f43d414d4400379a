import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
      query: () => ({ url: `/api/health/ready` }),
    }),
    getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
      query: () => ({ url: `/api/health/live` }),
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
    requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
      query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.forgotPasswordDto }),
    }),
    checkPasswordResetLink: build.mutation<CheckPasswordResetLinkApiResponse, CheckPasswordResetLinkApiArg>({
      query: (queryArg) => ({ url: `/api/auth/reset-password/check`, method: 'POST', body: queryArg.linkTokenDto }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/auth/reset-password`, method: 'POST', body: queryArg.resetPasswordDto }),
    }),
    confirmEmail: build.mutation<ConfirmEmailApiResponse, ConfirmEmailApiArg>({
      query: (queryArg) => ({ url: `/api/auth/confirm-email`, method: 'POST', body: queryArg.linkTokenDto }),
    }),
    updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
      query: (queryArg) => ({ url: `/api/account/profile`, method: 'PATCH', body: queryArg.updateProfileDto }),
    }),
    cancelEmailChange: build.mutation<CancelEmailChangeApiResponse, CancelEmailChangeApiArg>({
      query: () => ({ url: `/api/account/email-change`, method: 'DELETE' }),
    }),
    resendEmailConfirmation: build.mutation<ResendEmailConfirmationApiResponse, ResendEmailConfirmationApiArg>({
      query: () => ({ url: `/api/account/email-confirmation`, method: 'POST' }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({ url: `/api/account/password`, method: 'PUT', body: queryArg.changePasswordDto }),
    }),
    listSessions: build.query<ListSessionsApiResponse, ListSessionsApiArg>({
      query: () => ({ url: `/api/account/sessions` }),
    }),
    signOutOtherSessions: build.mutation<SignOutOtherSessionsApiResponse, SignOutOtherSessionsApiArg>({
      query: () => ({ url: `/api/account/sessions/others`, method: 'DELETE' }),
    }),
    getSite: build.query<GetSiteApiResponse, GetSiteApiArg>({
      query: () => ({ url: `/api/site` }),
    }),
    listBlogPosts: build.query<ListBlogPostsApiResponse, ListBlogPostsApiArg>({
      query: (queryArg) => ({
        url: `/api/blog-posts`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          before: queryArg.before,
        },
      }),
    }),
    getBlogPost: build.query<GetBlogPostApiResponse, GetBlogPostApiArg>({
      query: (queryArg) => ({ url: `/api/blog-posts/${queryArg.slug}` }),
    }),
    subscribe: build.mutation<SubscribeApiResponse, SubscribeApiArg>({
      query: (queryArg) => ({ url: `/api/subscribe`, method: 'POST', body: queryArg.subscribeDto }),
    }),
    uploadImage: build.mutation<UploadImageApiResponse, UploadImageApiArg>({
      query: (queryArg) => ({ url: `/api/upload-image`, method: 'POST', body: queryArg.body }),
    }),
    listUploadedImages: build.query<ListUploadedImagesApiResponse, ListUploadedImagesApiArg>({
      query: (queryArg) => ({
        url: `/api/uploaded-images`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getPageContent: build.query<GetPageContentApiResponse, GetPageContentApiArg>({
      query: (queryArg) => ({
        url: `/api/page-content`,
        params: {
          page: queryArg.page,
        },
      }),
    }),
    getCourse: build.query<GetCourseApiResponse, GetCourseApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.slug}` }),
    }),
    setCourseDripMails: build.mutation<SetCourseDripMailsApiResponse, SetCourseDripMailsApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.slug}/drip-mails`,
        method: 'PUT',
        body: queryArg.setDripMailsDto,
      }),
    }),
    downloadCourseCertificate: build.query<DownloadCourseCertificateApiResponse, DownloadCourseCertificateApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.slug}/certificate` }),
    }),
    getLegalPage: build.query<GetLegalPageApiResponse, GetLegalPageApiArg>({
      query: (queryArg) => ({ url: `/api/legal-pages/${queryArg.slug}` }),
    }),
    listProducts: build.query<ListProductsApiResponse, ListProductsApiArg>({
      query: (queryArg) => ({
        url: `/api/products`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          type: queryArg['type'],
        },
      }),
    }),
    createProduct: build.mutation<CreateProductApiResponse, CreateProductApiArg>({
      query: (queryArg) => ({ url: `/api/products`, method: 'POST', body: queryArg.createProductDto }),
    }),
    getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
      query: (queryArg) => ({ url: `/api/products/${queryArg.product}` }),
    }),
    deleteProduct: build.mutation<DeleteProductApiResponse, DeleteProductApiArg>({
      query: (queryArg) => ({ url: `/api/products/${queryArg.product}`, method: 'DELETE' }),
    }),
    updateProduct: build.mutation<UpdateProductApiResponse, UpdateProductApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.product}`,
        method: 'PATCH',
        body: queryArg.updateProductDto,
      }),
    }),
    archiveProduct: build.mutation<ArchiveProductApiResponse, ArchiveProductApiArg>({
      query: (queryArg) => ({ url: `/api/products/${queryArg.id}/archive`, method: 'POST' }),
    }),
    unarchiveProduct: build.mutation<UnarchiveProductApiResponse, UnarchiveProductApiArg>({
      query: (queryArg) => ({ url: `/api/products/${queryArg.id}/unarchive`, method: 'POST' }),
    }),
    retireDemoProducts: build.mutation<RetireDemoProductsApiResponse, RetireDemoProductsApiArg>({
      query: () => ({ url: `/api/demo/retire-products`, method: 'POST' }),
    }),
    createDemoProduct: build.mutation<CreateDemoProductApiResponse, CreateDemoProductApiArg>({
      query: () => ({ url: `/api/demo/create-product`, method: 'POST' }),
    }),
    uploadDigitalFile: build.mutation<UploadDigitalFileApiResponse, UploadDigitalFileApiArg>({
      query: (queryArg) => ({ url: `/api/upload/digital`, method: 'POST', body: queryArg.body }),
    }),
    uploadProductImages: build.mutation<UploadProductImagesApiResponse, UploadProductImagesApiArg>({
      query: (queryArg) => ({ url: `/api/upload/images`, method: 'POST', body: queryArg.body }),
    }),
    listOwnedProducts: build.query<ListOwnedProductsApiResponse, ListOwnedProductsApiArg>({
      query: () => ({ url: `/api/account/owned-products` }),
    }),
    listComingSoon: build.query<ListComingSoonApiResponse, ListComingSoonApiArg>({
      query: () => ({ url: `/api/shop/coming-soon` }),
    }),
    getPaymentConfig: build.query<GetPaymentConfigApiResponse, GetPaymentConfigApiArg>({
      query: () => ({ url: `/api/payments/config` }),
    }),
    createPaymentIntent: build.mutation<CreatePaymentIntentApiResponse, CreatePaymentIntentApiArg>({
      query: (queryArg) => ({
        url: `/api/create-payment-intent`,
        method: 'POST',
        body: queryArg.createPaymentIntentDto,
      }),
    }),
    confirmOfflinePayment: build.mutation<ConfirmOfflinePaymentApiResponse, ConfirmOfflinePaymentApiArg>({
      query: (queryArg) => ({ url: `/api/payments/offline/confirm`, method: 'POST', body: queryArg.offlineConfirmDto }),
    }),
    listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/orders`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.id}` }),
    }),
    resendReceipt: build.mutation<ResendReceiptApiResponse, ResendReceiptApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.id}/receipt`, method: 'POST' }),
    }),
    listDownloads: build.query<ListDownloadsApiResponse, ListDownloadsApiArg>({
      query: () => ({ url: `/api/downloads` }),
    }),
    downloadFile: build.query<DownloadFileApiResponse, DownloadFileApiArg>({
      query: (queryArg) => ({
        url: `/api/downloads/${queryArg.itemId}`,
        params: {
          expires: queryArg.expires,
          signature: queryArg.signature,
        },
      }),
    }),
    getShippingAddress: build.query<GetShippingAddressApiResponse, GetShippingAddressApiArg>({
      query: () => ({ url: `/api/account/shipping-address` }),
    }),
    saveShippingAddress: build.mutation<SaveShippingAddressApiResponse, SaveShippingAddressApiArg>({
      query: (queryArg) => ({ url: `/api/account/shipping-address`, method: 'PUT', body: queryArg.shippingAddressDto }),
    }),
    checkCoupon: build.mutation<CheckCouponApiResponse, CheckCouponApiArg>({
      query: (queryArg) => ({ url: `/api/coupons/check`, method: 'POST', body: queryArg.checkCouponDto }),
    }),
    listReviews: build.query<ListReviewsApiResponse, ListReviewsApiArg>({
      query: (queryArg) => ({ url: `/api/products/${queryArg.id}/reviews` }),
    }),
    createReview: build.mutation<CreateReviewApiResponse, CreateReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/products/${queryArg.id}/reviews`,
        method: 'POST',
        body: queryArg.saveReviewDto,
      }),
    }),
    sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
      query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.sendContactMessageDto }),
    }),
    listComments: build.query<ListCommentsApiResponse, ListCommentsApiArg>({
      query: (queryArg) => ({ url: `/api/blog-posts/${queryArg.slug}/comments` }),
    }),
    writeComment: build.mutation<WriteCommentApiResponse, WriteCommentApiArg>({
      query: (queryArg) => ({
        url: `/api/blog-posts/${queryArg.slug}/comments`,
        method: 'POST',
        body: queryArg.writeCommentDto,
      }),
    }),
    sendChatMessage: build.mutation<SendChatMessageApiResponse, SendChatMessageApiArg>({
      query: (queryArg) => ({ url: `/api/chat`, method: 'POST', body: queryArg.chatRequestDto }),
    }),
    getEmailPreferences: build.query<GetEmailPreferencesApiResponse, GetEmailPreferencesApiArg>({
      query: () => ({ url: `/api/account/email-preferences` }),
    }),
    updateEmailPreferences: build.mutation<UpdateEmailPreferencesApiResponse, UpdateEmailPreferencesApiArg>({
      query: (queryArg) => ({
        url: `/api/account/email-preferences`,
        method: 'PATCH',
        body: queryArg.updateEmailPreferencesDto,
      }),
    }),
    exportAccountData: build.query<ExportAccountDataApiResponse, ExportAccountDataApiArg>({
      query: () => ({ url: `/api/account/export` }),
    }),
    deleteAccount: build.mutation<DeleteAccountApiResponse, DeleteAccountApiArg>({
      query: (queryArg) => ({ url: `/api/account/delete`, method: 'POST', body: queryArg.deleteAccountDto }),
    }),
    recordPageView: build.mutation<RecordPageViewApiResponse, RecordPageViewApiArg>({
      query: (queryArg) => ({ url: `/api/analytics/views`, method: 'POST', body: queryArg.recordViewDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse =
  /** status 200 {"status":"ok","db":"up"}, or "db":"busy" when the database is slow */ ReadinessDto;
export type GetHealthApiArg = void;
export type GetReadinessApiResponse =
  /** status 200 {"status":"ok","db":"up"}, or "db":"busy" when the database is slow */ ReadinessDto;
export type GetReadinessApiArg = void;
export type GetLivenessApiResponse = /** status 200 {"status":"ok"} */ LivenessDto;
export type GetLivenessApiArg = void;
export type RegisterApiResponse = /** status 201 Created */ RegisteredDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type LoginApiResponse =
  /** status 200 OK */ UserDto | /** status 202 Right password; the code comes next */ SecondFactorRequiredDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type GetCurrentUserApiResponse = /** status 200 OK */ UserDto;
export type GetCurrentUserApiArg = void;
export type MakeAdminApiResponse = /** status 200 OK */ MakeAdminResponseDto;
export type MakeAdminApiArg = {
  makeAdminDto: MakeAdminDto;
};
export type RequestPasswordResetApiResponse = /** status 200 OK */ MessageResponseDto;
export type RequestPasswordResetApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type CheckPasswordResetLinkApiResponse = /** status 200 OK */ MessageResponseDto;
export type CheckPasswordResetLinkApiArg = {
  linkTokenDto: LinkTokenDto;
};
export type ResetPasswordApiResponse = /** status 200 OK */ MessageResponseDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type ConfirmEmailApiResponse = /** status 200 OK */ EmailConfirmedDto;
export type ConfirmEmailApiArg = {
  linkTokenDto: LinkTokenDto;
};
export type UpdateProfileApiResponse = /** status 200 OK */ UserDto;
export type UpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type CancelEmailChangeApiResponse = /** status 200 OK */ UserDto;
export type CancelEmailChangeApiArg = void;
export type ResendEmailConfirmationApiResponse = /** status 200 OK */ MessageResponseDto;
export type ResendEmailConfirmationApiArg = void;
export type ChangePasswordApiResponse = /** status 200 OK */ MessageResponseDto;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type ListSessionsApiResponse = /** status 200 OK */ SessionDto[];
export type ListSessionsApiArg = void;
export type SignOutOtherSessionsApiResponse = /** status 200 OK */ SignedOutSessionsDto;
export type SignOutOtherSessionsApiArg = void;
export type GetSiteApiResponse = /** status 200 OK */ SiteDto;
export type GetSiteApiArg = void;
export type ListBlogPostsApiResponse = /** status 200 OK */ BlogPostSummaryDto[];
export type ListBlogPostsApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** The older form of `cursor`: the id of the last post of the previous page */
  before?: number;
};
export type GetBlogPostApiResponse = /** status 200 OK */ BlogPostDto;
export type GetBlogPostApiArg = {
  slug: string;
};
export type SubscribeApiResponse = /** status 200 OK */ MessageDto;
export type SubscribeApiArg = {
  subscribeDto: SubscribeDto;
};
export type UploadImageApiResponse = /** status 201 Created */ UploadedImageDto;
export type UploadImageApiArg = {
  body: {
    image: Blob;
  };
};
export type ListUploadedImagesApiResponse = /** status 200 OK */ string[];
export type ListUploadedImagesApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
};
export type GetPageContentApiResponse = /** status 200 OK */ PageContentDto[];
export type GetPageContentApiArg = {
  page: 'home' | 'about' | 'blog' | 'products' | 'contact';
};
export type GetCourseApiResponse = /** status 200 OK */ CourseDto;
export type GetCourseApiArg = {
  slug: string;
};
export type SetCourseDripMailsApiResponse = unknown;
export type SetCourseDripMailsApiArg = {
  slug: string;
  setDripMailsDto: SetDripMailsDto;
};
export type DownloadCourseCertificateApiResponse = unknown;
export type DownloadCourseCertificateApiArg = {
  slug: string;
};
export type GetLegalPageApiResponse = /** status 200 OK */ LegalPageDto;
export type GetLegalPageApiArg = {
  slug: 'privacy-policy' | 'terms-of-service' | 'refund-policy';
};
export type ListProductsApiResponse = /** status 200 OK */ ProductDto[];
export type ListProductsApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Only products of this type (the page’s filters) */
  type?: 'digital' | 'physical' | 'course' | 'consultation';
};
export type CreateProductApiResponse = /** status 201 Created */ ProductDto;
export type CreateProductApiArg = {
  createProductDto: CreateProductDto;
};
export type GetProductApiResponse = /** status 200 OK */ ProductDto;
export type GetProductApiArg = {
  /** The product’s slug */
  product: string;
};
export type DeleteProductApiResponse = unknown;
export type DeleteProductApiArg = {
  /** The product’s id */
  product: number;
};
export type UpdateProductApiResponse = /** status 200 OK */ ProductDto;
export type UpdateProductApiArg = {
  /** The product’s id */
  product: number;
  updateProductDto: UpdateProductDto;
};
export type ArchiveProductApiResponse = /** status 200 OK */ ProductDto;
export type ArchiveProductApiArg = {
  id: number;
};
export type UnarchiveProductApiResponse = /** status 200 OK */ ProductDto;
export type UnarchiveProductApiArg = {
  id: number;
};
export type RetireDemoProductsApiResponse = /** status 200 OK */ RetiredDemoProductsDto;
export type RetireDemoProductsApiArg = void;
export type CreateDemoProductApiResponse = /** status 201 Created */ ProductDto;
export type CreateDemoProductApiArg = void;
export type UploadDigitalFileApiResponse = /** status 201 Created */ UploadDigitalResponseDto;
export type UploadDigitalFileApiArg = {
  body: {
    file: Blob;
    uploadType?: 'digital';
  };
};
export type UploadProductImagesApiResponse = /** status 201 Created */ UploadImagesResponseDto;
export type UploadProductImagesApiArg = {
  body: {
    images: Blob[];
    uploadType?: 'images';
  };
};
export type ListOwnedProductsApiResponse = /** status 200 OK */ ProductIdsDto;
export type ListOwnedProductsApiArg = void;
export type ListComingSoonApiResponse = /** status 200 OK */ ProductIdsDto;
export type ListComingSoonApiArg = void;
export type GetPaymentConfigApiResponse = /** status 200 OK */ PaymentConfigDto;
export type GetPaymentConfigApiArg = void;
export type CreatePaymentIntentApiResponse = /** status 200 OK */ ClientSecretDto;
export type CreatePaymentIntentApiArg = {
  createPaymentIntentDto: CreatePaymentIntentDto;
};
export type ConfirmOfflinePaymentApiResponse = /** status 200 OK */ OfflineConfirmResultDto;
export type ConfirmOfflinePaymentApiArg = {
  offlineConfirmDto: OfflineConfirmDto;
};
export type ListOrdersApiResponse = /** status 200 OK */ OrderDto[];
export type ListOrdersApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
};
export type GetOrderApiResponse = /** status 200 OK */ OrderDto;
export type GetOrderApiArg = {
  id: number;
};
export type ResendReceiptApiResponse = /** status 200 OK */ ReceiptSentDto;
export type ResendReceiptApiArg = {
  id: number;
};
export type ListDownloadsApiResponse = /** status 200 OK */ DownloadDto[];
export type ListDownloadsApiArg = void;
export type DownloadFileApiResponse = unknown;
export type DownloadFileApiArg = {
  itemId: number;
  expires: string;
  signature: string;
};
export type GetShippingAddressApiResponse = /** status 200 OK */ SavedShippingAddressDto;
export type GetShippingAddressApiArg = void;
export type SaveShippingAddressApiResponse = /** status 200 OK */ SavedShippingAddressDto;
export type SaveShippingAddressApiArg = {
  shippingAddressDto: ShippingAddressDto;
};
export type CheckCouponApiResponse = /** status 200 OK */ CouponQuoteDto;
export type CheckCouponApiArg = {
  checkCouponDto: CheckCouponDto;
};
export type ListReviewsApiResponse = /** status 200 OK */ ProductReviewsDto;
export type ListReviewsApiArg = {
  id: number;
};
export type CreateReviewApiResponse = /** status 201 Created */ ReviewDto;
export type CreateReviewApiArg = {
  id: number;
  saveReviewDto: SaveReviewDto;
};
export type SendContactMessageApiResponse = /** status 200 OK */ ContactSentDto;
export type SendContactMessageApiArg = {
  sendContactMessageDto: SendContactMessageDto;
};
export type ListCommentsApiResponse = /** status 200 OK */ PostCommentsDto;
export type ListCommentsApiArg = {
  slug: string;
};
export type WriteCommentApiResponse = /** status 201 Created */ CommentDto;
export type WriteCommentApiArg = {
  slug: string;
  writeCommentDto: WriteCommentDto;
};
export type SendChatMessageApiResponse = /** status 200 OK */ ChatResponseDto;
export type SendChatMessageApiArg = {
  chatRequestDto: ChatRequestDto;
};
export type GetEmailPreferencesApiResponse = /** status 200 OK */ EmailPreferencesDto;
export type GetEmailPreferencesApiArg = void;
export type UpdateEmailPreferencesApiResponse = /** status 200 OK */ EmailPreferencesDto;
export type UpdateEmailPreferencesApiArg = {
  updateEmailPreferencesDto: UpdateEmailPreferencesDto;
};
export type ExportAccountDataApiResponse = /** status 200 OK */ AccountExportDto;
export type ExportAccountDataApiArg = void;
export type DeleteAccountApiResponse = /** status 200 OK */ AccountDeletedDto;
export type DeleteAccountApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type RecordPageViewApiResponse = unknown;
export type RecordPageViewApiArg = {
  recordViewDto: RecordViewDto;
};
export type ReadinessDto = {
  /** stopping: the replica got SIGTERM and is finishing what it serves (answered with 503) */
  status: 'ok' | 'error' | 'stopping';
  /** up: the database answers; busy: it answers slowly or every pooled connection is in use (still ready); down: it cannot be reached */
  db: 'up' | 'busy' | 'down';
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
export type LivenessDto = {
  status: 'ok';
};
export type UserDto = {
  id: number;
  /** 'admin' gives admin rights */
  role: 'customer' | 'admin';
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  /** Whether the address was confirmed from the link mailed to it */
  emailConfirmed: boolean;
  /** A new address waiting for its confirmation; email stays the sign-in address until then */
  pendingEmail: string | null;
};
export type RegisteredDto = {
  message: string;
  /** The new account, now signed in (a session starts, as at sign-in); null when the address already has an account: nobody is signed in, and its owner is told by mail */
  user: UserDto | null;
};
export type RegisterDto = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};
export type SecondFactorRequiredDto = {
  /** Always true: send a code to POST /api/auth/login/code */
  secondFactorRequired: boolean;
  message: string;
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
export type MessageResponseDto = {
  message: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type LinkTokenDto = {
  token: string;
};
export type ResetPasswordDto = {
  token: string;
  /** The new password */
  password: string;
};
export type EmailConfirmedDto = {
  /** 'already-confirmed': the link had been used (the address is confirmed all the same) */
  status: 'confirmed' | 'already-confirmed';
  /** The confirmed address: the sign-in address from now on */
  email: string;
};
export type UpdateProfileDto = {
  email: string;
  firstName: string;
  lastName: string;
};
export type ChangePasswordDto = {
  /** The password the account has now */
  currentPassword: string;
  /** The new password */
  password: string;
};
export type SessionDto = {
  /** Names the session in this list (not its cookie) */
  id: string;
  browser: string;
  os: string;
  /** When this session signed in */
  createdAt: string;
  /** Its latest request, to the minute */
  lastSeenAt: string;
  /** The session of this request */
  current: boolean;
};
export type SignedOutSessionsDto = {
  /** How many other sessions were signed out */
  signedOut: number;
};
export type SiteDto = {
  siteName: string;
  tagline: string;
  ownerName: string | null;
  ownerPhotoUrl: string | null;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** Lower-case #rrggbb */
  brandColor: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactLocation: string | null;
  linkedinUrl: string | null;
  xUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  websiteUrl: string | null;
};
export type BlogPostSummaryDto = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  published: boolean;
  /** Queued for the daily 06:00 publication (when not published) */
  scheduled: boolean;
  /** The minute it goes live and is e-mailed, when scheduled for a date (then neither published nor queued) */
  publishAt: string | null;
  /** Minutes, at 200 words per minute */
  readTime: number;
  createdAt: string;
  publishedAt: string | null;
  /** Who may read its content: everyone, any member, or the members of audienceTierId and the tiers above */
  audience: 'everyone' | 'members' | 'tier';
  /** The tier (its product id) of audience 'tier' */
  audienceTierId: number | null;
  /** The reader may not read its content (a members-only post): its content is empty; title, excerpt and image are given */
  locked: boolean;
};
export type BlogPostDto = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  published: boolean;
  /** Queued for the daily 06:00 publication (when not published) */
  scheduled: boolean;
  /** The minute it goes live and is e-mailed, when scheduled for a date (then neither published nor queued) */
  publishAt: string | null;
  /** Minutes, at 200 words per minute */
  readTime: number;
  createdAt: string;
  publishedAt: string | null;
  /** Who may read its content: everyone, any member, or the members of audienceTierId and the tiers above */
  audience: 'everyone' | 'members' | 'tier';
  /** The tier (its product id) of audience 'tier' */
  audienceTierId: number | null;
  /** The reader may not read its content (a members-only post): its content is empty; title, excerpt and image are given */
  locked: boolean;
  /** Sanitised HTML; '' when locked */
  content: string;
  /** Raised by every save; a save sends the version it started from */
  version: number;
  /** When it was last saved */
  updatedAt: string;
};
export type MessageDto = {
  message: string;
};
export type SubscribeDto = {
  email: string;
};
export type UploadedImageDto = {
  url: string;
};
export type PageContentDto = {
  page: 'home' | 'about' | 'blog' | 'products' | 'contact';
  /** home: hero, about, features; about: bio, mission, values; blog/products: header, description; contact: header, info; every page: background */
  section: string;
  /** Plain text or sanitised HTML; for background, an image address or a CSS gradient */
  content: string;
};
export type ProductPlanDto = {
  instalments: number;
  /** What the instalments add up to */
  total: string;
  /** The first instalment, paid at checkout */
  firstAmount: string;
  /** The first instalment in cents */
  firstAmountCents: number;
  /** Each later instalment, a month apart */
  amount: string;
};
export type CourseLessonSummaryDto = {
  id: number;
  title: string;
  /** Open to everybody, signed in or not */
  freePreview: boolean;
  hasVideo: boolean;
  attachmentCount: number;
  /** The reader marked it complete */
  completed: boolean;
  /** The reader may open it now: a free preview, or enrolled and its drip date reached, or an admin */
  open: boolean;
  /** When it opens for this student (an enrolled student’s locked lesson only); null otherwise */
  opensAt: string | null;
};
export type CourseModuleDto = {
  id: number;
  title: string;
  /** Its published lessons, in order */
  lessons: CourseLessonSummaryDto[];
};
export type CourseEnrolmentDto = {
  enrolledAt: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  /** The lesson last opened */
  lastLessonId: number | null;
  /** Where "Resume" leads: the first open lesson not complete after the last one opened, else that one, else the first */
  resumeLessonId: number | null;
  /** When every lesson was complete */
  completedAt: string | null;
  /** The student gets an e-mail when lessons open (drip) */
  dripMails: boolean;
  /** The certificate (PDF) once the course is complete; null before */
  certificateUrl: string | null;
};
export type CourseDto = {
  productId: number;
  /** Its page: /courses/{slug} */
  slug: string;
  title: string;
  description: string;
  /** The product’s first image, or the site’s placeholder */
  imageUrl: string;
  /** With a leading $ */
  price: string;
  priceCents: number;
  /** Also sold in monthly instalments (checkout with plan: true); null: in full only */
  plan: ProductPlanDto | null;
  /** Modules with at least one published lesson, in order */
  modules: CourseModuleDto[];
  lessonCount: number;
  /** The reader’s enrolment and progress; null for anyone not enrolled */
  enrolment: CourseEnrolmentDto | null;
};
export type SetDripMailsDto = {
  /** true: an e-mail on the days lessons open; false: none */
  enabled: boolean;
};
export type LegalPageDto = {
  slug: 'privacy-policy' | 'terms-of-service' | 'refund-policy';
  title: string;
  /** Sanitised HTML. The public read fills in {{siteName}}, {{ownerName}} and {{contactEmail}} from the site settings; the admin read shows them as written. */
  content: string;
  /** When the owner last saved the page */
  updatedAt: string;
};
export type ProductDto = {
  id: number;
  type: 'digital' | 'physical' | 'course' | 'consultation';
  category: string;
  title: string;
  /** Its page: /products/{slug}. From the title, unique, set by the server */
  slug: string;
  description: string;
  /** With a leading $ */
  price: string;
  /** Digital: units sold in paid orders; null otherwise */
  downloads: number | null;
  /** Course: its students (enrolled by a paid order or by the owner); null otherwise */
  students: number | null;
  /** consultation */
  duration: string | null;
  /** The buyers’ reviews’ average (one decimal); null before the first review */
  rating: number | null;
  reviewCount: number;
  sku: string | null;
  weight: string | null;
  dimensions: string | null;
  inventory: number;
  lowStockAlert: number;
  requiresShipping: boolean;
  tags: string[];
  metaDescription: string | null;
  /** Admins only: the private file reference from /api/upload/digital (never a public URL); null for everyone else */
  digitalFileUrl: string | null;
  digitalFileName: string | null;
  imageUrls: string[];
  /** The first image, or the site’s placeholder image */
  imageUrl: string;
  /** When the Product Updates list was told about it; null: not yet */
  announcedAt: string | null;
  /** Archived: not in the shop (only admins see it), kept in past orders; a draft is archived too */
  archived: boolean;
  /** A draft: archived since it was created, never in the shop yet, until published (POST /api/products/{id}/unarchive); a new course starts as one */
  draft: boolean;
  /** One of the demo products (retired together: POST /api/demo/retire-products) */
  demo: boolean;
  /** Also sold in monthly instalments (a payment plan); null: in full only */
  plan: ProductPlanDto | null;
};
export type CreateProductDto = {
  title: string;
  description: string;
  /** A price as text, with or without $ */
  price: string;
  category: string;
  type?: 'digital' | 'physical' | 'course' | 'consultation';
  sku?: string | null;
  weight?: string | null;
  dimensions?: string | null;
  inventory?: number;
  lowStockAlert?: number;
  requiresShipping?: boolean;
  /** A list, or one comma-separated text */
  tags?: string[];
  metaDescription?: string | null;
  /** Ignored: a digital product's downloads are counted from its paid orders */
  downloads?: number | null;
  /** Ignored: a course's students are counted from its enrolments */
  students?: number | null;
  /** consultations */
  duration?: string | null;
  rating?: number | null;
  /** The file reference answered by /api/upload/digital */
  digitalFileUrl?: string | null;
  digitalFileName?: string | null;
  /** Image URLs answered by /api/upload/images; each an image uploaded to this site (/api/uploads/images/… as the upload answered it) or an https:// address of a named host */
  imageUrls?: string[];
  /** Also sold in this many monthly instalments (with planTotal); null: in full only */
  planInstalments?: number | null;
  /** What the instalments add up to, as text with or without $ (with planInstalments) */
  planTotal?: string | null;
  /** Tell subscribers to product updates: with true, the Product Updates list is e-mailed about this product with the save (once per product; false or left out changes nothing) */
  notifyProductUpdates?: boolean;
  /** Ignored: the first of imageUrls is the image */
  imageUrl?: string;
};
export type UpdateProductDto = {
  title?: string;
  description?: string;
  /** A price as text, with or without $ */
  price?: string;
  category?: string;
  type?: 'digital' | 'physical' | 'course' | 'consultation';
  sku?: string | null;
  weight?: string | null;
  dimensions?: string | null;
  inventory?: number;
  lowStockAlert?: number;
  requiresShipping?: boolean;
  /** A list, or one comma-separated text */
  tags?: string[];
  metaDescription?: string | null;
  /** Ignored: a digital product's downloads are counted from its paid orders */
  downloads?: number | null;
  /** Ignored: a course's students are counted from its enrolments */
  students?: number | null;
  /** consultations */
  duration?: string | null;
  rating?: number | null;
  /** The file reference answered by /api/upload/digital */
  digitalFileUrl?: string | null;
  digitalFileName?: string | null;
  /** Image URLs answered by /api/upload/images; each an image uploaded to this site (/api/uploads/images/… as the upload answered it) or an https:// address of a named host */
  imageUrls?: string[];
  /** Also sold in this many monthly instalments (with planTotal); null: in full only */
  planInstalments?: number | null;
  /** What the instalments add up to, as text with or without $ (with planInstalments) */
  planTotal?: string | null;
  /** Tell subscribers to product updates: with true, the Product Updates list is e-mailed about this product with the save (once per product; false or left out changes nothing) */
  notifyProductUpdates?: boolean;
  /** Ignored: the first of imageUrls is the image */
  imageUrl?: string;
};
export type RetiredDemoProductsDto = {
  /** How many demo products were archived */
  archived: number;
};
export type UploadedDigitalFileDto = {
  /** A private reference, not a URL */
  path: string;
  originalName: string;
};
export type UploadDigitalResponseDto = {
  file: UploadedDigitalFileDto;
};
export type UploadImagesResponseDto = {
  imageUrls: string[];
};
export type ProductIdsDto = {
  productIds: number[];
};
export type PaymentConfigDto = {
  /** offline: the site’s own test card form (no Stripe keys configured) */
  provider: 'stripe' | 'offline';
  publishableKey: string | null;
  /** The flat shipping rate in cents, added once when a product needs shipping */
  shippingRateCents: number;
};
export type ClientSecretDto = {
  clientSecret: string;
};
export type ShippingAddressDto = {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode: string;
  country: string;
};
export type CreatePaymentIntentDto = {
  /** The total the shopper saw, in dollars; checked against the server’s prices */
  amount: number;
  productIds: number[];
  /** Where to ship: required when a product needs shipping (the flat rate of GET /api/payments/config is then part of the amount); kept on the account for the next checkout */
  shippingAddress?: ShippingAddressDto;
  /** A coupon: the amount is then after its discount */
  couponCode?: string;
  /** Pay in the product’s monthly instalments (its `plan`): one product on its own, no code; the amount is then its first instalment (plus shipping), the later ones charged to the same card a month apart */
  plan?: boolean;
  /** The order bumps ticked (ids from GET /api/checkout/bumps): each adds its product at the offer’s price, which the amount includes; a coupon takes nothing off a bump; not with a plan */
  bumps?: number[];
};
export type OfflineConfirmResultDto = {
  status: 'succeeded' | 'declined';
  message: string;
};
export type OfflineConfirmDto = {
  clientSecret: string;
  /** 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined */
  cardNumber: string;
};
export type OrderShippingDto = {
  amount: string;
  /** null once the buyer deleted the account */
  address: ShippingAddressDto | null;
  shippedAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page for the number; null when the carrier is not one the site knows */
  trackingUrl: string | null;
};
export type OrderCouponDto = {
  code: string;
  discount: string;
};
export type OrderItemDto = {
  /** 0 once the product is deleted */
  productId: number;
  title: string;
  type: 'digital' | 'physical' | 'course' | 'consultation';
  price: string;
  quantity: number;
  /** A refund takes it back (its download, if any, has stopped) */
  refunded: boolean;
};
export type OrderDto = {
  id: number;
  createdAt: string;
  status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
  totalAmount: string;
  /** What refunds gave back; null if none */
  refundedAmount: string | null;
  paymentMethod: string | null;
  /** null when nothing in it is shipped */
  shipping: OrderShippingDto | null;
  /** The coupon’s discount (the total is after it) */
  coupon: OrderCouponDto | null;
  items: OrderItemDto[];
};
export type ReceiptSentDto = {
  message: string;
};
export type DownloadDto = {
  itemId: number;
  orderId: number;
  productId: number;
  title: string;
  fileName: string;
  /** Signed for the signed-in buyer; expires after 15 minutes */
  url: string;
  expiresAt: string;
  purchasedAt: string;
};
export type SavedShippingAddressDto = {
  address: ShippingAddressDto | null;
};
export type CouponQuoteDto = {
  /** As the owner wrote it */
  code: string;
  discount: string;
  /** The same in cents: the checkout takes it off the products’ prices */
  discountCents: number;
};
export type CheckCouponDto = {
  code: string;
  productIds: number[];
};
export type ReviewDto = {
  id: number;
  rating: number;
  body: string;
  /** The buyer’s first name and initial */
  author: string;
  createdAt: string;
  /** Hidden by the owner (only admins see hidden reviews) */
  hidden: boolean;
};
export type ProductReviewsDto = {
  /** Newest first; hidden ones only for an admin */
  reviews: ReviewDto[];
  /** The signed-in visitor bought it (paid, not refunded) and has not reviewed it yet */
  canReview: boolean;
};
export type SaveReviewDto = {
  rating: number;
  body: string;
};
export type ContactSentDto = {
  message: string;
};
export type SendContactMessageDto = {
  name: string;
  email: string;
  subject: 'consultation' | 'products' | 'speaking' | 'collaboration' | 'other';
  message: string;
  /** Leave empty (a field people do not see) */
  website?: string;
};
export type CommentDto = {
  id: number;
  /** approved: shown to all; pending: awaiting approval (only its author sees it); hidden or deleted: a top-level comment the owner hid or its author deleted, kept for its replies (no author, no words) */
  state: 'approved' | 'pending' | 'hidden' | 'deleted';
  /** First name and initial */
  author: string | null;
  /** Plain text (newlines kept); empty when hidden or deleted */
  body: string;
  createdAt: string;
  /** Written by the signed-in reader */
  mine: boolean;
};
export type CommentThreadDto = {
  id: number;
  /** approved: shown to all; pending: awaiting approval (only its author sees it); hidden or deleted: a top-level comment the owner hid or its author deleted, kept for its replies (no author, no words) */
  state: 'approved' | 'pending' | 'hidden' | 'deleted';
  /** First name and initial */
  author: string | null;
  /** Plain text (newlines kept); empty when hidden or deleted */
  body: string;
  createdAt: string;
  /** Written by the signed-in reader */
  mine: boolean;
  /** Replies, oldest first */
  replies: CommentDto[];
};
export type PostCommentsDto = {
  /** Top-level comments, oldest first */
  comments: CommentThreadDto[];
  /** Comments shown (approved ones) */
  count: number;
  /** Whether the reader may comment: sign-in (a visitor), allowed, or banned by the owner */
  canComment: 'sign-in' | 'allowed' | 'banned';
};
export type WriteCommentDto = {
  /** Plain text; newlines are kept */
  body: string;
  /** The comment replied to (a reply to a reply goes under its top-level comment) */
  parentId?: number;
};
export type ChatTurnDto = {
  role: 'user' | 'assistant';
  content: string;
  /** Ignored (the widget keeps one per message) */
  timestamp?: string;
};
export type ChatSourceDto = {
  title: string;
  /** A path on this site */
  url: string;
};
export type ChatResponseDto = {
  /** The assistant’s answer; links are Markdown, e.g. [Products](/products) */
  message: string;
  /** Send it back with the next message */
  conversationHistory: ChatTurnDto[];
  /** Send it back with the next message (and to hand the conversation over) */
  conversationId: string;
  /** false when the site's facts did not answer the question: the answer says so and offers the owner */
  answered: boolean;
  /** The pages the answer used, best first (also linked in it) */
  sources: ChatSourceDto[];
};
export type ChatRequestDto = {
  message: string;
  /** The conversation so far, as the last answer returned it (at most 20 entries) */
  conversationHistory?: ChatTurnDto[];
  /** The conversation the last answer named; without it (or once it is no longer kept) a new one starts */
  conversationId?: string;
};
export type EmailListDto = {
  /** 'awaiting-confirmation': on, but nothing is mailed until the address is confirmed (the daily blog e-mail: the link mailed for it; product updates: the account’s own confirmation link) */
  status: 'subscribed' | 'awaiting-confirmation' | 'not-subscribed';
  /** The address the list mails */
  email: string;
};
export type EmailPreferencesDto = {
  /** Daily Blog Posts: the newsletter subscription of the account's address */
  dailyBlogPosts: EmailListDto;
  /** Product Updates: a mail when the owner announces a new product */
  productUpdates: EmailListDto;
};
export type UpdateEmailPreferencesDto = {
  /** On: subscribe (confirmed addresses at once); off: unsubscribe */
  dailyBlogPosts?: boolean;
  /** On: join the Product Updates list; off: leave it */
  productUpdates?: boolean;
};
export type ExportedProfileDto = {
  firstName: string;
  lastName: string;
  email: string;
  /** Waiting for its confirmation */
  pendingEmail: string | null;
  emailConfirmed: boolean;
  role: 'customer' | 'admin';
  createdAt: string;
  passwordChangedAt: string | null;
};
export type ExportedSubscriptionDto = {
  status: 'subscribed' | 'awaiting-confirmation' | 'not-subscribed';
  email: string;
  /** Last joined */
  subscribedAt: string | null;
  /** Daily Blog Posts only */
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};
export type ExportedPreferencesDto = {
  dailyBlogPosts: ExportedSubscriptionDto;
  productUpdates: ExportedSubscriptionDto;
};
export type ExportedDeliverabilityDto = {
  email: string;
  /** Why mail stopped going to the address (null: it goes) */
  undeliverable: ('hard-bounce' | 'complaint' | 'manual') | null;
  /** The mail server's answer or the note behind it */
  detail: string | null;
  since: string | null;
  /** Temporary refusals (4xx) counted for the address */
  softBounces: number;
  lastSoftBounceAt: string | null;
};
export type ExportedDownloadDto = {
  orderId: number;
  productId: number;
  title: string;
  fileName: string;
  purchasedAt: string;
};
export type ExportedEnrolmentDto = {
  /** The course's title */
  course: string;
  enrolledAt: string;
  /** Bought, enrolled by the owner, or included with a membership */
  source: 'purchase' | 'owner' | 'membership';
  /** When every lesson was complete */
  completedAt: string | null;
  /** Whether the e-mails about newly opened lessons come */
  dripMails: boolean;
};
export type ExportedCompletedLessonDto = {
  /** The course's title */
  course: string;
  /** The lesson's title */
  title: string;
  completedAt: string;
};
export type ExportedCoursesDto = {
  /** The courses the account is enrolled in */
  enrolments: ExportedEnrolmentDto[];
  /** The lessons marked complete */
  completedLessons: ExportedCompletedLessonDto[];
};
export type ExportedSessionDto = {
  /** The consultation's title */
  title: string;
  startsAt: string;
  endsAt: string;
  /** held: kept for a checkout; confirmed: booked; released: a hold given up */
  status: 'held' | 'confirmed' | 'cancelled' | 'released';
  /** The time zone it was booked in */
  customerTimeZone: string;
};
export type ExportedBookingsDto = {
  /** Every session booked, by its time */
  sessions: ExportedSessionDto[];
};
export type ExportedMembershipCardDto = {
  brand: string;
  last4: string;
};
export type ExportedMembershipDto = {
  /** The tier's title */
  tier: string;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'cancelled';
  interval: 'month' | 'year';
  price: string;
  /** Owed to the member, taken off the next charges */
  credit: string;
  /** When the tier was chosen */
  createdAt: string;
  startedAt: string | null;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  /** The card on file (never its number) */
  card: ExportedMembershipCardDto | null;
};
export type ExportedMembershipInvoiceDto = {
  /** The membership's tier */
  tier: string;
  kind: 'first' | 'renewal' | 'change';
  status: 'open' | 'paid' | 'failed' | 'void';
  amount: string;
  periodStart: string;
  periodEnd: string;
  paidAt: string | null;
};
export type ExportedMembershipsDto = {
  /** Every membership the account had, the first first */
  memberships: ExportedMembershipDto[];
  /** Their invoices, the oldest first */
  invoices: ExportedMembershipInvoiceDto[];
};
export type PlanCardDto = {
  brand: string;
  last4: string;
};
export type ExportedPlanInstalmentDto = {
  number: number;
  amount: string;
  status: 'due' | 'paid' | 'cancelled';
  dueAt: string | null;
  paidAt: string | null;
};
export type ExportedPlanDto = {
  /** The order it pays for */
  orderId: number;
  /** The product's title */
  title: string;
  status: 'active' | 'past_due' | 'paused' | 'completed' | 'cancelled';
  total: string;
  paid: string;
  /** When it was chosen at checkout */
  createdAt: string;
  startedAt: string | null;
  /** When it was paid in full or cancelled */
  endedAt: string | null;
  /** The card on file (never its number) */
  card: PlanCardDto | null;
  schedule: ExportedPlanInstalmentDto[];
};
export type ExportedConversionDto = {
  /** An order, or the subscription to the newsletter */
  kind: 'order' | 'subscriber';
  /** The order (null for the subscription) */
  orderId: number | null;
  /** The day it was made */
  day: string;
  /** The first page of the visit it came from (null: no visit was counted) */
  entryPath: string | null;
  /** The site that visit came from */
  referrerHost: string | null;
  /** That visit's utm_source */
  utmSource: string | null;
  /** That visit's utm_medium */
  utmMedium: string | null;
  /** That visit's utm_campaign */
  utmCampaign: string | null;
};
export type ExportedTagDto = {
  tag: string;
  addedAt: string;
};
export type ExportedSequencePlaceDto = {
  sequence: string;
  status: 'active' | 'completed' | 'exited' | 'left';
  enteredAt: string;
  finishedAt: string | null;
};
export type ExportedEngagementDto = {
  event: 'open' | 'click';
  /** Which mail */
  mail: string;
  /** The link clicked */
  url: string | null;
  at: string;
};
export type ExportedGuideDto = {
  guide: string;
  requestedAt: string;
  confirmedAt: string | null;
};
export type ExportedMarketingDto = {
  email: string;
  /** When marketing mail was stopped */
  unsubscribedAt: string | null;
  tags: ExportedTagDto[];
  sequences: ExportedSequencePlaceDto[];
  /** Opens and clicks counted while tracking was on */
  opensAndClicks: ExportedEngagementDto[];
  guides: ExportedGuideDto[];
};
export type ExportedAssistantQuestionDto = {
  askedAt: string;
  question: string;
  /** What the assistant answered */
  answer: string;
};
export type ExportedConversationDto = {
  startedAt: string;
  /** When its last question was asked */
  lastAt: string;
  /** When it was sent to the owner */
  handedOverAt: string | null;
  /** The address given for the owner’s reply */
  handoverEmail: string | null;
  /** In the order they were asked */
  questions: ExportedAssistantQuestionDto[];
};
export type ExportedCommentDto = {
  /** The post's title */
  post: string;
  id: number;
  /** The comment it replies to */
  inReplyTo: number | null;
  body: string;
  status: 'pending' | 'approved' | 'hidden';
  createdAt: string;
};
export type ExportedDeviceDto = {
  browser: string;
  os: string;
  /** When it signed in */
  createdAt: string;
  lastSeenAt: string;
  /** The device that asked for this export */
  current: boolean;
};
export type ExportedPasskeyDto = {
  /** The name its owner gave it */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};
export type AccountExportDto = {
  exportedAt: string;
  /** The site the account belongs to */
  site: string;
  profile: ExportedProfileDto;
  emailPreferences: ExportedPreferencesDto;
  /** Whether mail still reaches the address */
  mailDeliverability: ExportedDeliverabilityDto;
  /** Every order, whatever became of it, newest first */
  orders: OrderDto[];
  /** The files bought (download them from the account page) */
  downloads: ExportedDownloadDto[];
  /** Courses enrolled in and the lessons completed */
  courses: ExportedCoursesDto;
  /** Sessions booked with the owner */
  bookings: ExportedBookingsDto;
  /** Memberships and their invoices */
  memberships: ExportedMembershipsDto;
  /** Products bought in instalments: each plan and its schedule */
  plans: ExportedPlanDto[];
  /** Where the orders and the newsletter subscription came from (the visit before them), by day */
  analytics: ExportedConversionDto[];
  /** Tags, sequences, opens and clicks and guides of the marketing list (null: not on it) */
  marketing: ExportedMarketingDto | null;
  /** What the account asked the site’s assistant while signed in, and its answers (as long as they are kept) */
  assistant: ExportedConversationDto[];
  /** Comments written under blog posts, oldest first */
  comments: ExportedCommentDto[];
  /** The devices signed in now */
  devices: ExportedDeviceDto[];
  /** The passkeys that sign in to the account (no key) */
  passkeys: ExportedPasskeyDto[];
};
export type AccountDeletedDto = {
  message: string;
};
export type DeleteAccountDto = {
  /** The account's password, to confirm */
  password: string;
};
export type RecordViewDto = {
  /** The address of the page viewed (its query and fragment are not kept) */
  path: string;
  /** The page the visitor came from (the pages send document.referrer's origin): only its host is kept, and only another site's; null: none */
  referrer?: string | null;
  /** utm_source of the page's address (trimmed, lowercased); null: none */
  utmSource?: string | null;
  /** utm_medium of the page's address (trimmed, lowercased); null: none */
  utmMedium?: string | null;
  /** utm_campaign of the page's address (trimmed, lowercased); null: none */
  utmCampaign?: string | null;
};
