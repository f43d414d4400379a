import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<ListAuditLogApiResponse, ListAuditLogApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit-log`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          who: queryArg.who,
          table: queryArg.table,
          action: queryArg.action,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportAuditLog: build.query<ExportAuditLogApiResponse, ExportAuditLogApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit-log/export`,
        params: {
          who: queryArg.who,
          table: queryArg.table,
          action: queryArg.action,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listAuditLogTables: build.query<ListAuditLogTablesApiResponse, ListAuditLogTablesApiArg>({
      query: () => ({ url: `/api/admin/audit-log/tables` }),
    }),
    getAuditSettings: build.query<GetAuditSettingsApiResponse, GetAuditSettingsApiArg>({
      query: () => ({ url: `/api/admin/audit-log/settings` }),
    }),
    saveAuditSettings: build.mutation<SaveAuditSettingsApiResponse, SaveAuditSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/audit-log/settings`, method: 'PUT', body: queryArg.auditSettingsDto }),
    }),
    listMailSuppressions: build.query<ListMailSuppressionsApiResponse, ListMailSuppressionsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/mail-suppressions`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          search: queryArg.search,
        },
      }),
    }),
    markUndeliverable: build.mutation<MarkUndeliverableApiResponse, MarkUndeliverableApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/mail-suppressions`,
        method: 'POST',
        body: queryArg.markUndeliverableDto,
      }),
    }),
    liftMailSuppression: build.mutation<LiftMailSuppressionApiResponse, LiftMailSuppressionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/mail-suppressions/${queryArg.id}`, method: 'DELETE' }),
    }),
    listApiKeys: build.query<ListApiKeysApiResponse, ListApiKeysApiArg>({
      query: () => ({ url: `/api/admin/api-keys` }),
    }),
    createApiKey: build.mutation<CreateApiKeyApiResponse, CreateApiKeyApiArg>({
      query: (queryArg) => ({ url: `/api/admin/api-keys`, method: 'POST', body: queryArg.createApiKeyDto }),
    }),
    revokeApiKey: build.mutation<RevokeApiKeyApiResponse, RevokeApiKeyApiArg>({
      query: (queryArg) => ({ url: `/api/admin/api-keys/${queryArg.id}/revoke`, method: 'POST' }),
    }),
    getSiteSettings: build.query<GetSiteSettingsApiResponse, GetSiteSettingsApiArg>({
      query: () => ({ url: `/api/admin/site` }),
    }),
    saveSiteSettings: build.mutation<SaveSiteSettingsApiResponse, SaveSiteSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/site`, method: 'PUT', body: queryArg.saveSiteSettingsDto }),
    }),
    uploadSiteImage: build.mutation<UploadSiteImageApiResponse, UploadSiteImageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/site/images/${queryArg.kind}`, method: 'POST', body: queryArg.body }),
    }),
    removeSiteImage: build.mutation<RemoveSiteImageApiResponse, RemoveSiteImageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/site/images/${queryArg.kind}`, method: 'DELETE' }),
    }),
    listPostDeliveries: build.query<ListPostDeliveriesApiResponse, ListPostDeliveriesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/blog-posts/delivery`,
        params: {
          ids: queryArg.ids,
        },
      }),
    }),
    previewPostMail: build.mutation<PreviewPostMailApiResponse, PreviewPostMailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/blog-posts/mail-preview`,
        method: 'POST',
        body: queryArg.mailPreviewDraftDto,
      }),
    }),
    sendPostTestMail: build.mutation<SendPostTestMailApiResponse, SendPostTestMailApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts/test-mail`, method: 'POST', body: queryArg.issueDraftDto }),
    }),
    listAdminBlogPosts: build.query<ListAdminBlogPostsApiResponse, ListAdminBlogPostsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/blog-posts`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          search: queryArg.search,
          status: queryArg.status,
        },
      }),
    }),
    createBlogPost: build.mutation<CreateBlogPostApiResponse, CreateBlogPostApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts`, method: 'POST', body: queryArg.saveBlogPostDto }),
    }),
    listBlogCategories: build.query<ListBlogCategoriesApiResponse, ListBlogCategoriesApiArg>({
      query: () => ({ url: `/api/admin/blog-posts/categories` }),
    }),
    listBlogAudiences: build.query<ListBlogAudiencesApiResponse, ListBlogAudiencesApiArg>({
      query: () => ({ url: `/api/admin/blog/audiences` }),
    }),
    getAdminBlogPost: build.query<GetAdminBlogPostApiResponse, GetAdminBlogPostApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts/${queryArg.id}` }),
    }),
    updateBlogPost: build.mutation<UpdateBlogPostApiResponse, UpdateBlogPostApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/blog-posts/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveBlogPostDto,
      }),
    }),
    deleteBlogPost: build.mutation<DeleteBlogPostApiResponse, DeleteBlogPostApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts/${queryArg.id}`, method: 'DELETE' }),
    }),
    schedulePost: build.mutation<SchedulePostApiResponse, SchedulePostApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/blog-posts/${queryArg.id}/publish-at`,
        method: 'PUT',
        body: queryArg.publishAtDto,
      }),
    }),
    unschedulePost: build.mutation<UnschedulePostApiResponse, UnschedulePostApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts/${queryArg.id}/publish-at`, method: 'DELETE' }),
    }),
    getNextPost: build.query<GetNextPostApiResponse, GetNextPostApiArg>({
      query: () => ({ url: `/api/admin/next-post` }),
    }),
    publishNextPost: build.mutation<PublishNextPostApiResponse, PublishNextPostApiArg>({
      query: () => ({ url: `/api/admin/publish-next`, method: 'POST' }),
    }),
    autosaveNewPost: build.mutation<AutosaveNewPostApiResponse, AutosaveNewPostApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts/autosave`, method: 'POST', body: queryArg.autosavePostDto }),
    }),
    autosavePost: build.mutation<AutosavePostApiResponse, AutosavePostApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/blog-posts/${queryArg.id}/autosave`,
        method: 'PUT',
        body: queryArg.autosavePostDto,
      }),
    }),
    listPostRevisions: build.query<ListPostRevisionsApiResponse, ListPostRevisionsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts/${queryArg.id}/revisions` }),
    }),
    getPostRevision: build.query<GetPostRevisionApiResponse, GetPostRevisionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/blog-posts/${queryArg.id}/revisions/${queryArg['number']}` }),
    }),
    restorePostRevision: build.mutation<RestorePostRevisionApiResponse, RestorePostRevisionApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/blog-posts/${queryArg.id}/revisions/${queryArg['number']}/restore`,
        method: 'POST',
      }),
    }),
    listSubscribers: build.query<ListSubscribersApiResponse, ListSubscribersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/subscribers`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          search: queryArg.search,
        },
      }),
    }),
    exportSubscribers: build.query<ExportSubscribersApiResponse, ExportSubscribersApiArg>({
      query: () => ({ url: `/api/admin/subscribers/export` }),
    }),
    importSubscribers: build.mutation<ImportSubscribersApiResponse, ImportSubscribersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/subscribers/import`,
        method: 'POST',
        body: queryArg.importSubscribersDto,
      }),
    }),
    removeSubscriber: build.mutation<RemoveSubscriberApiResponse, RemoveSubscriberApiArg>({
      query: (queryArg) => ({ url: `/api/admin/subscribers/${queryArg.id}`, method: 'DELETE' }),
    }),
    listPageContent: build.query<ListPageContentApiResponse, ListPageContentApiArg>({
      query: () => ({ url: `/api/admin/page-content` }),
    }),
    savePageContent: build.mutation<SavePageContentApiResponse, SavePageContentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/page-content`, method: 'PUT', body: queryArg.savePageContentDto }),
    }),
    getCourseOutlineForAdmin: build.query<GetCourseOutlineForAdminApiResponse, GetCourseOutlineForAdminApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.productId}` }),
    }),
    addCourseModule: build.mutation<AddCourseModuleApiResponse, AddCourseModuleApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/${queryArg.productId}/modules`,
        method: 'POST',
        body: queryArg.courseTitleDto,
      }),
    }),
    renameCourseModule: build.mutation<RenameCourseModuleApiResponse, RenameCourseModuleApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/modules/${queryArg.moduleId}`,
        method: 'PATCH',
        body: queryArg.courseTitleDto,
      }),
    }),
    deleteCourseModule: build.mutation<DeleteCourseModuleApiResponse, DeleteCourseModuleApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/modules/${queryArg.moduleId}`, method: 'DELETE' }),
    }),
    reorderCourse: build.mutation<ReorderCourseApiResponse, ReorderCourseApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/${queryArg.productId}/order`,
        method: 'PUT',
        body: queryArg.reorderCourseDto,
      }),
    }),
    addCourseLesson: build.mutation<AddCourseLessonApiResponse, AddCourseLessonApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/modules/${queryArg.moduleId}/lessons`,
        method: 'POST',
        body: queryArg.courseTitleDto,
      }),
    }),
    getCourseLessonForAdmin: build.query<GetCourseLessonForAdminApiResponse, GetCourseLessonForAdminApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/lessons/${queryArg.lessonId}` }),
    }),
    saveCourseLesson: build.mutation<SaveCourseLessonApiResponse, SaveCourseLessonApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/lessons/${queryArg.lessonId}`,
        method: 'PATCH',
        body: queryArg.saveLessonDto,
      }),
    }),
    deleteCourseLesson: build.mutation<DeleteCourseLessonApiResponse, DeleteCourseLessonApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/lessons/${queryArg.lessonId}`, method: 'DELETE' }),
    }),
    uploadLessonVideo: build.mutation<UploadLessonVideoApiResponse, UploadLessonVideoApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/lessons/${queryArg.lessonId}/video`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    removeLessonVideo: build.mutation<RemoveLessonVideoApiResponse, RemoveLessonVideoApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/lessons/${queryArg.lessonId}/video`, method: 'DELETE' }),
    }),
    uploadLessonAttachment: build.mutation<UploadLessonAttachmentApiResponse, UploadLessonAttachmentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/lessons/${queryArg.lessonId}/attachments`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    removeLessonAttachment: build.mutation<RemoveLessonAttachmentApiResponse, RemoveLessonAttachmentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/lessons/${queryArg.lessonId}/attachments/${queryArg.attachmentId}`,
        method: 'DELETE',
      }),
    }),
    listCourseStudents: build.query<ListCourseStudentsApiResponse, ListCourseStudentsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.productId}/students` }),
    }),
    enrolCourseStudent: build.mutation<EnrolCourseStudentApiResponse, EnrolCourseStudentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/${queryArg.productId}/students`,
        method: 'POST',
        body: queryArg.enrolStudentDto,
      }),
    }),
    removeCourseStudent: build.mutation<RemoveCourseStudentApiResponse, RemoveCourseStudentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/${queryArg.productId}/students/${queryArg.userId}`,
        method: 'DELETE',
      }),
    }),
    getBookingAvailability: build.query<GetBookingAvailabilityApiResponse, GetBookingAvailabilityApiArg>({
      query: () => ({ url: `/api/admin/bookings/availability` }),
    }),
    saveBookingAvailability: build.mutation<SaveBookingAvailabilityApiResponse, SaveBookingAvailabilityApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/bookings/availability`,
        method: 'PUT',
        body: queryArg.bookingAvailabilityDto,
      }),
    }),
    listConsultationSettings: build.query<ListConsultationSettingsApiResponse, ListConsultationSettingsApiArg>({
      query: () => ({ url: `/api/admin/bookings/consultations` }),
    }),
    saveConsultationSettings: build.mutation<SaveConsultationSettingsApiResponse, SaveConsultationSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/bookings/consultations/${queryArg.productId}`,
        method: 'PUT',
        body: queryArg.saveConsultationSettingsDto,
      }),
    }),
    listAdminBookings: build.query<ListAdminBookingsApiResponse, ListAdminBookingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/bookings`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    moveBooking: build.mutation<MoveBookingApiResponse, MoveBookingApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/bookings/${queryArg.id}/move`,
        method: 'POST',
        body: queryArg.moveBookingDto,
      }),
    }),
    cancelBookingAsOwner: build.mutation<CancelBookingAsOwnerApiResponse, CancelBookingAsOwnerApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/bookings/${queryArg.id}/cancel`,
        method: 'POST',
        body: queryArg.cancelBookingAsOwnerDto,
      }),
    }),
    listMembershipTiersForAdmin: build.query<ListMembershipTiersForAdminApiResponse, ListMembershipTiersForAdminApiArg>(
      {
        query: () => ({ url: `/api/admin/memberships/tiers` }),
      },
    ),
    saveMembershipTier: build.mutation<SaveMembershipTierApiResponse, SaveMembershipTierApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/memberships/tiers/${queryArg.productId}`,
        method: 'PUT',
        body: queryArg.saveTierDto,
      }),
    }),
    listMembers: build.query<ListMembersApiResponse, ListMembersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/memberships/members`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          search: queryArg.search,
          status: queryArg.status,
          tierId: queryArg.tierId,
        },
      }),
    }),
    exportMembers: build.query<ExportMembersApiResponse, ExportMembersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/memberships/members.csv`,
        params: {
          search: queryArg.search,
          status: queryArg.status,
          tierId: queryArg.tierId,
        },
      }),
    }),
    getMembershipSettings: build.query<GetMembershipSettingsApiResponse, GetMembershipSettingsApiArg>({
      query: () => ({ url: `/api/admin/memberships/settings` }),
    }),
    saveMembershipSettings: build.mutation<SaveMembershipSettingsApiResponse, SaveMembershipSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/memberships/settings`,
        method: 'PUT',
        body: queryArg.saveMembershipSettingsDto,
      }),
    }),
    moveBillingClock: build.mutation<MoveBillingClockApiResponse, MoveBillingClockApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/memberships/clock`,
        method: 'POST',
        body: queryArg.moveBillingClockDto,
      }),
    }),
    getMembershipFigures: build.query<GetMembershipFiguresApiResponse, GetMembershipFiguresApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/memberships/figures`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listAdminPlans: build.query<ListAdminPlansApiResponse, ListAdminPlansApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/plans`,
        params: {
          status: queryArg.status,
          search: queryArg.search,
        },
      }),
    }),
    getLegalPageForAdmin: build.query<GetLegalPageForAdminApiResponse, GetLegalPageForAdminApiArg>({
      query: (queryArg) => ({ url: `/api/admin/legal-pages/${queryArg.slug}` }),
    }),
    saveLegalPage: build.mutation<SaveLegalPageApiResponse, SaveLegalPageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/legal-pages/${queryArg.slug}`,
        method: 'PUT',
        body: queryArg.saveLegalPageDto,
      }),
    }),
    listAdminOrders: build.query<ListAdminOrdersApiResponse, ListAdminOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          search: queryArg.search,
          status: queryArg.status,
          type: queryArg['type'],
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportAdminOrders: build.query<ExportAdminOrdersApiResponse, ExportAdminOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/export`,
        params: {
          search: queryArg.search,
          status: queryArg.status,
          type: queryArg['type'],
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getAdminOrder: build.query<GetAdminOrderApiResponse, GetAdminOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.id}` }),
    }),
    refundOrder: build.mutation<RefundOrderApiResponse, RefundOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.id}/refunds`,
        method: 'POST',
        body: queryArg.refundOrderDto,
      }),
    }),
    markShipped: build.mutation<MarkShippedApiResponse, MarkShippedApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.id}/shipment`,
        method: 'POST',
        body: queryArg.markShippedDto,
      }),
    }),
    getShopSettings: build.query<GetShopSettingsApiResponse, GetShopSettingsApiArg>({
      query: () => ({ url: `/api/admin/shop-settings` }),
    }),
    saveShopSettings: build.mutation<SaveShopSettingsApiResponse, SaveShopSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/shop-settings`, method: 'PUT', body: queryArg.saveShopSettingsDto }),
    }),
    listCoupons: build.query<ListCouponsApiResponse, ListCouponsApiArg>({
      query: () => ({ url: `/api/admin/coupons` }),
    }),
    createCoupon: build.mutation<CreateCouponApiResponse, CreateCouponApiArg>({
      query: (queryArg) => ({ url: `/api/admin/coupons`, method: 'POST', body: queryArg.createCouponDto }),
    }),
    deactivateCoupon: build.mutation<DeactivateCouponApiResponse, DeactivateCouponApiArg>({
      query: (queryArg) => ({ url: `/api/admin/coupons/${queryArg.id}/deactivate`, method: 'POST' }),
    }),
    activateCoupon: build.mutation<ActivateCouponApiResponse, ActivateCouponApiArg>({
      query: (queryArg) => ({ url: `/api/admin/coupons/${queryArg.id}/activate`, method: 'POST' }),
    }),
    hideReview: build.mutation<HideReviewApiResponse, HideReviewApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.id}/hide`, method: 'POST' }),
    }),
    showReview: build.mutation<ShowReviewApiResponse, ShowReviewApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.id}/show`, method: 'POST' }),
    }),
    getProductOffers: build.query<GetProductOffersApiResponse, GetProductOffersApiArg>({
      query: (queryArg) => ({ url: `/api/admin/products/${queryArg.id}/offers` }),
    }),
    saveProductOffer: build.mutation<SaveProductOfferApiResponse, SaveProductOfferApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/products/${queryArg.id}/offers/${queryArg.kind}`,
        method: 'PUT',
        body: queryArg.saveProductOfferDto,
      }),
    }),
    clearProductOffer: build.mutation<ClearProductOfferApiResponse, ClearProductOfferApiArg>({
      query: (queryArg) => ({ url: `/api/admin/products/${queryArg.id}/offers/${queryArg.kind}`, method: 'DELETE' }),
    }),
    listMessages: build.query<ListMessagesApiResponse, ListMessagesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/messages`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          search: queryArg.search,
          filter: queryArg.filter,
        },
      }),
    }),
    getMessage: build.query<GetMessageApiResponse, GetMessageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/messages/${queryArg.id}` }),
    }),
    deleteMessage: build.mutation<DeleteMessageApiResponse, DeleteMessageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/messages/${queryArg.id}`, method: 'DELETE' }),
    }),
    markMessageRead: build.mutation<MarkMessageReadApiResponse, MarkMessageReadApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/messages/${queryArg.id}/read`,
        method: 'PUT',
        body: queryArg.markMessageReadDto,
      }),
    }),
    replyToMessage: build.mutation<ReplyToMessageApiResponse, ReplyToMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/messages/${queryArg.id}/replies`,
        method: 'POST',
        body: queryArg.sendContactReplyDto,
      }),
    }),
    releaseMessage: build.mutation<ReleaseMessageApiResponse, ReleaseMessageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/messages/${queryArg.id}/release`, method: 'POST' }),
    }),
    listAdminComments: build.query<ListAdminCommentsApiResponse, ListAdminCommentsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/comments`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          status: queryArg.status,
          search: queryArg.search,
        },
      }),
    }),
    getCommentCounts: build.query<GetCommentCountsApiResponse, GetCommentCountsApiArg>({
      query: () => ({ url: `/api/admin/comments/counts` }),
    }),
    getCommentSettings: build.query<GetCommentSettingsApiResponse, GetCommentSettingsApiArg>({
      query: () => ({ url: `/api/admin/comments/settings` }),
    }),
    saveCommentSettings: build.mutation<SaveCommentSettingsApiResponse, SaveCommentSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/comments/settings`, method: 'PUT', body: queryArg.commentSettingsDto }),
    }),
    approveComment: build.mutation<ApproveCommentApiResponse, ApproveCommentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/comments/${queryArg.id}/approve`, method: 'POST' }),
    }),
    hideComment: build.mutation<HideCommentApiResponse, HideCommentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/comments/${queryArg.id}/hide`, method: 'POST' }),
    }),
    unhideComment: build.mutation<UnhideCommentApiResponse, UnhideCommentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/comments/${queryArg.id}/unhide`, method: 'POST' }),
    }),
    deleteComment: build.mutation<DeleteCommentApiResponse, DeleteCommentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/comments/${queryArg.id}`, method: 'DELETE' }),
    }),
    banCommentAuthor: build.mutation<BanCommentAuthorApiResponse, BanCommentAuthorApiArg>({
      query: (queryArg) => ({ url: `/api/admin/comments/bans/${queryArg.userId}`, method: 'PUT' }),
    }),
    unbanCommentAuthor: build.mutation<UnbanCommentAuthorApiResponse, UnbanCommentAuthorApiArg>({
      query: (queryArg) => ({ url: `/api/admin/comments/bans/${queryArg.userId}`, method: 'DELETE' }),
    }),
    getAdminOverview: build.query<GetAdminOverviewApiResponse, GetAdminOverviewApiArg>({
      query: () => ({ url: `/api/admin/overview` }),
    }),
    backUpNow: build.mutation<BackUpNowApiResponse, BackUpNowApiArg>({
      query: () => ({ url: `/api/admin/backups`, method: 'POST' }),
    }),
    listBackupArchives: build.query<ListBackupArchivesApiResponse, ListBackupArchivesApiArg>({
      query: () => ({ url: `/api/admin/backups` }),
    }),
    downloadBackupArchive: build.query<DownloadBackupArchiveApiResponse, DownloadBackupArchiveApiArg>({
      query: (queryArg) => ({ url: `/api/admin/backups/${queryArg.name}` }),
    }),
    getAnalyticsSummary: build.query<GetAnalyticsSummaryApiResponse, GetAnalyticsSummaryApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/analytics/summary`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listAnalyticsPages: build.query<ListAnalyticsPagesApiResponse, ListAnalyticsPagesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/analytics/pages`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listAnalyticsSources: build.query<ListAnalyticsSourcesApiResponse, ListAnalyticsSourcesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/analytics/sources`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listAnalyticsPosts: build.query<ListAnalyticsPostsApiResponse, ListAnalyticsPostsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/analytics/posts`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listAnalyticsDevices: build.query<ListAnalyticsDevicesApiResponse, ListAnalyticsDevicesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/analytics/devices`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listPeople: build.query<ListPeopleApiResponse, ListPeopleApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/people`,
        params: {
          search: queryArg.search,
          tag: queryArg.tag,
          segmentId: queryArg.segmentId,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    tagPeople: build.mutation<TagPeopleApiResponse, TagPeopleApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/people/tags`, method: 'POST', body: queryArg.tagPeopleDto }),
    }),
    importTags: build.mutation<ImportTagsApiResponse, ImportTagsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/people/tags/csv`,
        method: 'POST',
        body: queryArg.tagCsvDto,
      }),
    }),
    listTags: build.query<ListTagsApiResponse, ListTagsApiArg>({
      query: () => ({ url: `/api/admin/automations/tags` }),
    }),
    listSegments: build.query<ListSegmentsApiResponse, ListSegmentsApiArg>({
      query: () => ({ url: `/api/admin/automations/segments` }),
    }),
    createSegment: build.mutation<CreateSegmentApiResponse, CreateSegmentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/segments`, method: 'POST', body: queryArg.saveSegmentDto }),
    }),
    countSegment: build.mutation<CountSegmentApiResponse, CountSegmentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/segments/count`,
        method: 'POST',
        body: queryArg.segmentCountDto,
      }),
    }),
    updateSegment: build.mutation<UpdateSegmentApiResponse, UpdateSegmentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/segments/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveSegmentDto,
      }),
    }),
    deleteSegment: build.mutation<DeleteSegmentApiResponse, DeleteSegmentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/segments/${queryArg.id}`, method: 'DELETE' }),
    }),
    listSequences: build.query<ListSequencesApiResponse, ListSequencesApiArg>({
      query: () => ({ url: `/api/admin/automations/sequences` }),
    }),
    createSequence: build.mutation<CreateSequenceApiResponse, CreateSequenceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/sequences`,
        method: 'POST',
        body: queryArg.saveSequenceDto,
      }),
    }),
    getSequence: build.query<GetSequenceApiResponse, GetSequenceApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/sequences/${queryArg.id}` }),
    }),
    updateSequence: build.mutation<UpdateSequenceApiResponse, UpdateSequenceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/sequences/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveSequenceDto,
      }),
    }),
    deleteSequence: build.mutation<DeleteSequenceApiResponse, DeleteSequenceApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/sequences/${queryArg.id}`, method: 'DELETE' }),
    }),
    setSequenceStatus: build.mutation<SetSequenceStatusApiResponse, SetSequenceStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/sequences/${queryArg.id}/status`,
        method: 'POST',
        body: queryArg.sequenceStatusDto,
      }),
    }),
    listBroadcasts: build.query<ListBroadcastsApiResponse, ListBroadcastsApiArg>({
      query: () => ({ url: `/api/admin/automations/broadcasts` }),
    }),
    createBroadcast: build.mutation<CreateBroadcastApiResponse, CreateBroadcastApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/broadcasts`,
        method: 'POST',
        body: queryArg.saveBroadcastDto,
      }),
    }),
    countRecipients: build.query<CountRecipientsApiResponse, CountRecipientsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/broadcasts/recipients`,
        params: {
          segmentId: queryArg.segmentId,
        },
      }),
    }),
    previewBroadcast: build.mutation<PreviewBroadcastApiResponse, PreviewBroadcastApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/broadcasts/preview`,
        method: 'POST',
        body: queryArg.broadcastContentDto,
      }),
    }),
    updateBroadcast: build.mutation<UpdateBroadcastApiResponse, UpdateBroadcastApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/broadcasts/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveBroadcastDto,
      }),
    }),
    deleteBroadcast: build.mutation<DeleteBroadcastApiResponse, DeleteBroadcastApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/broadcasts/${queryArg.id}`, method: 'DELETE' }),
    }),
    scheduleBroadcast: build.mutation<ScheduleBroadcastApiResponse, ScheduleBroadcastApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/broadcasts/${queryArg.id}/schedule`,
        method: 'POST',
        body: queryArg.scheduleBroadcastDto,
      }),
    }),
    testBroadcast: build.mutation<TestBroadcastApiResponse, TestBroadcastApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/broadcasts/${queryArg.id}/test`, method: 'POST' }),
    }),
    getAutomationSettings: build.query<GetAutomationSettingsApiResponse, GetAutomationSettingsApiArg>({
      query: () => ({ url: `/api/admin/automations/settings` }),
    }),
    saveAutomationSettings: build.mutation<SaveAutomationSettingsApiResponse, SaveAutomationSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/settings`,
        method: 'PUT',
        body: queryArg.saveAutomationSettingsDto,
      }),
    }),
    moveAutomationClock: build.mutation<MoveAutomationClockApiResponse, MoveAutomationClockApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/clock`,
        method: 'POST',
        body: queryArg.moveAutomationClockDto,
      }),
    }),
    listLeadMagnets: build.query<ListLeadMagnetsApiResponse, ListLeadMagnetsApiArg>({
      query: () => ({ url: `/api/admin/automations/lead-magnets` }),
    }),
    createLeadMagnet: build.mutation<CreateLeadMagnetApiResponse, CreateLeadMagnetApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/lead-magnets`,
        method: 'POST',
        body: queryArg.saveLeadMagnetDto,
      }),
    }),
    updateLeadMagnet: build.mutation<UpdateLeadMagnetApiResponse, UpdateLeadMagnetApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/automations/lead-magnets/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.saveLeadMagnetDto,
      }),
    }),
    deleteLeadMagnet: build.mutation<DeleteLeadMagnetApiResponse, DeleteLeadMagnetApiArg>({
      query: (queryArg) => ({ url: `/api/admin/automations/lead-magnets/${queryArg.id}`, method: 'DELETE' }),
    }),
    importExport: build.mutation<ImportExportApiResponse, ImportExportApiArg>({
      query: (queryArg) => ({ url: `/api/admin/imports`, method: 'POST', body: queryArg.body }),
    }),
    listRedirects: build.query<ListRedirectsApiResponse, ListRedirectsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/imports/redirects`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    removeRedirect: build.mutation<RemoveRedirectApiResponse, RemoveRedirectApiArg>({
      query: (queryArg) => ({ url: `/api/admin/imports/redirects/${queryArg.id}`, method: 'DELETE' }),
    }),
    getAlertSettings: build.query<GetAlertSettingsApiResponse, GetAlertSettingsApiArg>({
      query: () => ({ url: `/api/admin/alerts` }),
    }),
    saveAlertSettings: build.mutation<SaveAlertSettingsApiResponse, SaveAlertSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/alerts`, method: 'PUT', body: queryArg.saveAlertSettingsDto }),
    }),
    sendAlertTestMail: build.mutation<SendAlertTestMailApiResponse, SendAlertTestMailApiArg>({
      query: () => ({ url: `/api/admin/alerts/test-mail`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAdminApi };
export type ListAuditLogApiResponse = /** status 200 OK */ AuditEntryDto[];
export type ListAuditLogApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Part of who acted: a name, an e-mail address or an API key’s name (any case) */
  who?: string;
  /** Only actions that changed a row of this table */
  table?: string;
  /** Part of the action: its route (e.g. "PUT /api/admin/products") or its note (any case) */
  action?: string;
  /** Actions at or after this time */
  from?: string;
  /** Actions at or before this time */
  to?: string;
};
export type ExportAuditLogApiResponse = unknown;
export type ExportAuditLogApiArg = {
  /** Part of who acted: a name, an e-mail address or an API key’s name (any case) */
  who?: string;
  /** Only actions that changed a row of this table */
  table?: string;
  /** Part of the action: its route (e.g. "PUT /api/admin/products") or its note (any case) */
  action?: string;
  /** Actions at or after this time */
  from?: string;
  /** Actions at or before this time */
  to?: string;
};
export type ListAuditLogTablesApiResponse = /** status 200 OK */ string[];
export type ListAuditLogTablesApiArg = void;
export type GetAuditSettingsApiResponse = /** status 200 OK */ AuditSettingsDto;
export type GetAuditSettingsApiArg = void;
export type SaveAuditSettingsApiResponse = /** status 200 OK */ AuditSettingsDto;
export type SaveAuditSettingsApiArg = {
  auditSettingsDto: AuditSettingsDto;
};
export type ListMailSuppressionsApiResponse = /** status 200 OK */ MailSuppressionDto[];
export type ListMailSuppressionsApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Only addresses containing this text (any case) */
  search?: string;
};
export type MarkUndeliverableApiResponse = /** status 200 OK */ MailSuppressionDto;
export type MarkUndeliverableApiArg = {
  markUndeliverableDto: MarkUndeliverableDto;
};
export type LiftMailSuppressionApiResponse = unknown;
export type LiftMailSuppressionApiArg = {
  id: number;
};
export type ListApiKeysApiResponse = /** status 200 OK */ ApiKeyDto[];
export type ListApiKeysApiArg = void;
export type CreateApiKeyApiResponse = /** status 201 Created */ CreatedApiKeyDto;
export type CreateApiKeyApiArg = {
  createApiKeyDto: CreateApiKeyDto;
};
export type RevokeApiKeyApiResponse = /** status 200 OK */ ApiKeyDto;
export type RevokeApiKeyApiArg = {
  id: number;
};
export type GetSiteSettingsApiResponse = /** status 200 OK */ SiteSettingsDto;
export type GetSiteSettingsApiArg = void;
export type SaveSiteSettingsApiResponse = /** status 200 OK */ SiteSettingsDto;
export type SaveSiteSettingsApiArg = {
  saveSiteSettingsDto: SaveSiteSettingsDto;
};
export type UploadSiteImageApiResponse = /** status 201 Created */ SiteSettingsDto;
export type UploadSiteImageApiArg = {
  kind: 'photo' | 'logo' | 'favicon';
  body: {
    image: Blob;
  };
};
export type RemoveSiteImageApiResponse = /** status 200 OK */ SiteSettingsDto;
export type RemoveSiteImageApiArg = {
  kind: 'photo' | 'logo' | 'favicon';
};
export type ListPostDeliveriesApiResponse = /** status 200 OK */ PostDeliveryDto[];
export type ListPostDeliveriesApiArg = {
  /** Post ids separated by commas (at most 100); one answer per id, in that order */
  ids: number[];
};
export type PreviewPostMailApiResponse = /** status 200 OK */ MailPreviewDto;
export type PreviewPostMailApiArg = {
  mailPreviewDraftDto: MailPreviewDraftDto;
};
export type SendPostTestMailApiResponse = /** status 202 Accepted */ TestMailQueuedDto;
export type SendPostTestMailApiArg = {
  issueDraftDto: IssueDraftDto;
};
export type ListAdminBlogPostsApiResponse = /** status 200 OK */ BlogPostSummaryDto[];
export type ListAdminBlogPostsApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Only posts whose title contains this text (any case) */
  search?: string;
  /** published: live posts, newest first; queued: the daily publishing queue, the next to go live first; scheduled: the posts to go live on a chosen date, the soonest first */
  status?: 'published' | 'queued' | 'scheduled';
};
export type CreateBlogPostApiResponse = /** status 201 Created */ BlogPostDto;
export type CreateBlogPostApiArg = {
  saveBlogPostDto: SaveBlogPostDto;
};
export type ListBlogCategoriesApiResponse = /** status 200 OK */ string[];
export type ListBlogCategoriesApiArg = void;
export type ListBlogAudiencesApiResponse = /** status 200 OK */ BlogAudienceTierDto[];
export type ListBlogAudiencesApiArg = void;
export type GetAdminBlogPostApiResponse = /** status 200 OK */ BlogPostDto;
export type GetAdminBlogPostApiArg = {
  id: number;
};
export type UpdateBlogPostApiResponse = /** status 200 OK */ BlogPostDto;
export type UpdateBlogPostApiArg = {
  id: number;
  saveBlogPostDto: SaveBlogPostDto;
};
export type DeleteBlogPostApiResponse = /** status 200 OK */ DeletedDto;
export type DeleteBlogPostApiArg = {
  id: number;
};
export type SchedulePostApiResponse = /** status 200 OK */ BlogPostDto;
export type SchedulePostApiArg = {
  id: number;
  publishAtDto: PublishAtDto;
};
export type UnschedulePostApiResponse = /** status 200 OK */ BlogPostDto;
export type UnschedulePostApiArg = {
  id: number;
};
export type GetNextPostApiResponse = /** status 200 OK */ NextPostDto;
export type GetNextPostApiArg = void;
export type PublishNextPostApiResponse = /** status 200 OK */ PublishNextResultDto;
export type PublishNextPostApiArg = void;
export type AutosaveNewPostApiResponse = /** status 201 Created */ BlogPostDto;
export type AutosaveNewPostApiArg = {
  autosavePostDto: AutosavePostDto;
};
export type AutosavePostApiResponse = /** status 200 OK */ BlogPostDto;
export type AutosavePostApiArg = {
  id: number;
  autosavePostDto: AutosavePostDto;
};
export type ListPostRevisionsApiResponse = /** status 200 OK */ PostRevisionSummaryDto[];
export type ListPostRevisionsApiArg = {
  id: number;
};
export type GetPostRevisionApiResponse = /** status 200 OK */ PostRevisionDto;
export type GetPostRevisionApiArg = {
  id: number;
  number: number;
};
export type RestorePostRevisionApiResponse = /** status 200 OK */ BlogPostDto;
export type RestorePostRevisionApiArg = {
  id: number;
  number: number;
};
export type ListSubscribersApiResponse = /** status 200 OK */ SubscriberDto[];
export type ListSubscribersApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Only addresses containing this text (any case) */
  search?: string;
};
export type ExportSubscribersApiResponse = unknown;
export type ExportSubscribersApiArg = void;
export type ImportSubscribersApiResponse = /** status 200 OK */ ImportReportDto;
export type ImportSubscribersApiArg = {
  importSubscribersDto: ImportSubscribersDto;
};
export type RemoveSubscriberApiResponse = unknown;
export type RemoveSubscriberApiArg = {
  id: number;
};
export type ListPageContentApiResponse = /** status 200 OK */ PageContentDto[];
export type ListPageContentApiArg = void;
export type SavePageContentApiResponse = /** status 200 OK */ PageContentDto;
export type SavePageContentApiArg = {
  savePageContentDto: SavePageContentDto;
};
export type GetCourseOutlineForAdminApiResponse = /** status 200 OK */ CourseOutlineAdminDto;
export type GetCourseOutlineForAdminApiArg = {
  productId: number;
};
export type AddCourseModuleApiResponse = /** status 201 Created */ CourseOutlineAdminDto;
export type AddCourseModuleApiArg = {
  productId: number;
  courseTitleDto: CourseTitleDto;
};
export type RenameCourseModuleApiResponse = /** status 200 OK */ CourseOutlineAdminDto;
export type RenameCourseModuleApiArg = {
  moduleId: number;
  courseTitleDto: CourseTitleDto;
};
export type DeleteCourseModuleApiResponse = /** status 200 OK */ CourseOutlineAdminDto;
export type DeleteCourseModuleApiArg = {
  moduleId: number;
};
export type ReorderCourseApiResponse = /** status 200 OK */ CourseOutlineAdminDto;
export type ReorderCourseApiArg = {
  productId: number;
  reorderCourseDto: ReorderCourseDto;
};
export type AddCourseLessonApiResponse = /** status 201 Created */ LessonAdminDto;
export type AddCourseLessonApiArg = {
  moduleId: number;
  courseTitleDto: CourseTitleDto;
};
export type GetCourseLessonForAdminApiResponse = /** status 200 OK */ LessonAdminDto;
export type GetCourseLessonForAdminApiArg = {
  lessonId: number;
};
export type SaveCourseLessonApiResponse = /** status 200 OK */ LessonAdminDto;
export type SaveCourseLessonApiArg = {
  lessonId: number;
  saveLessonDto: SaveLessonDto;
};
export type DeleteCourseLessonApiResponse = /** status 200 OK */ CourseOutlineAdminDto;
export type DeleteCourseLessonApiArg = {
  lessonId: number;
};
export type UploadLessonVideoApiResponse = /** status 201 Created */ LessonAdminDto;
export type UploadLessonVideoApiArg = {
  lessonId: number;
  body: {
    file: Blob;
  };
};
export type RemoveLessonVideoApiResponse = /** status 200 OK */ LessonAdminDto;
export type RemoveLessonVideoApiArg = {
  lessonId: number;
};
export type UploadLessonAttachmentApiResponse = /** status 201 Created */ LessonAdminDto;
export type UploadLessonAttachmentApiArg = {
  lessonId: number;
  body: {
    file: Blob;
  };
};
export type RemoveLessonAttachmentApiResponse = /** status 200 OK */ LessonAdminDto;
export type RemoveLessonAttachmentApiArg = {
  lessonId: number;
  attachmentId: number;
};
export type ListCourseStudentsApiResponse = /** status 200 OK */ CourseStudentDto[];
export type ListCourseStudentsApiArg = {
  productId: number;
};
export type EnrolCourseStudentApiResponse = /** status 201 Created */ CourseStudentDto;
export type EnrolCourseStudentApiArg = {
  productId: number;
  enrolStudentDto: EnrolStudentDto;
};
export type RemoveCourseStudentApiResponse = unknown;
export type RemoveCourseStudentApiArg = {
  productId: number;
  userId: number;
};
export type GetBookingAvailabilityApiResponse = /** status 200 OK */ BookingAvailabilityDto;
export type GetBookingAvailabilityApiArg = void;
export type SaveBookingAvailabilityApiResponse = /** status 200 OK */ BookingAvailabilityDto;
export type SaveBookingAvailabilityApiArg = {
  bookingAvailabilityDto: BookingAvailabilityDto;
};
export type ListConsultationSettingsApiResponse = /** status 200 OK */ ConsultationSettingsDto[];
export type ListConsultationSettingsApiArg = void;
export type SaveConsultationSettingsApiResponse = /** status 200 OK */ ConsultationSettingsDto;
export type SaveConsultationSettingsApiArg = {
  productId: number;
  saveConsultationSettingsDto: SaveConsultationSettingsDto;
};
export type ListAdminBookingsApiResponse = /** status 200 OK */ AdminBookingsDto;
export type ListAdminBookingsApiArg = {
  /** The first day (the owner's time zone) */
  from: string;
  /** The last day, included (at most 62 days in all) */
  to: string;
};
export type MoveBookingApiResponse = /** status 200 OK */ AdminBookingDto;
export type MoveBookingApiArg = {
  id: number;
  moveBookingDto: MoveBookingDto;
};
export type CancelBookingAsOwnerApiResponse = /** status 200 OK */ AdminBookingDto;
export type CancelBookingAsOwnerApiArg = {
  id: number;
  cancelBookingAsOwnerDto: CancelBookingAsOwnerDto;
};
export type ListMembershipTiersForAdminApiResponse = /** status 200 OK */ AdminTierDto[];
export type ListMembershipTiersForAdminApiArg = void;
export type SaveMembershipTierApiResponse = /** status 200 OK */ AdminTierDto;
export type SaveMembershipTierApiArg = {
  productId: number;
  saveTierDto: SaveTierDto;
};
export type ListMembersApiResponse = /** status 200 OK */ AdminMemberDto[];
export type ListMembersApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Any part of the member's name or e-mail address (any case) */
  search?: string;
  /** Only memberships in this status; without it, all but incomplete ones (sign-ups never paid) */
  status?: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'cancelled';
  /** Only this tier's members (its product id) */
  tierId?: number;
};
export type ExportMembersApiResponse = unknown;
export type ExportMembersApiArg = {
  /** Any part of the member's name or e-mail address (any case) */
  search?: string;
  /** Only memberships in this status; without it, all but incomplete ones (sign-ups never paid) */
  status?: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'cancelled';
  /** Only this tier's members (its product id) */
  tierId?: number;
};
export type GetMembershipSettingsApiResponse = /** status 200 OK */ MembershipSettingsDto;
export type GetMembershipSettingsApiArg = void;
export type SaveMembershipSettingsApiResponse = /** status 200 OK */ MembershipSettingsDto;
export type SaveMembershipSettingsApiArg = {
  saveMembershipSettingsDto: SaveMembershipSettingsDto;
};
export type MoveBillingClockApiResponse = /** status 200 OK */ BillingClockDto;
export type MoveBillingClockApiArg = {
  moveBillingClockDto: MoveBillingClockDto;
};
export type GetMembershipFiguresApiResponse = /** status 200 OK */ MembershipFiguresDto;
export type GetMembershipFiguresApiArg = {
  /** The first day, in the site's time zone, YYYY-MM-DD (default: 29 days before to) */
  from?: string;
  /** The last day, included, in the site's time zone, YYYY-MM-DD (default: today) */
  to?: string;
};
export type ListAdminPlansApiResponse = /** status 200 OK */ AdminPlansDto;
export type ListAdminPlansApiArg = {
  /** Only plans in this status */
  status?: 'active' | 'past_due' | 'paused' | 'completed' | 'cancelled';
  /** Any part of the buyer's name or e-mail address, or of the product's title (any case) */
  search?: string;
};
export type GetLegalPageForAdminApiResponse = /** status 200 OK */ LegalPageDto;
export type GetLegalPageForAdminApiArg = {
  slug: 'privacy-policy' | 'terms-of-service' | 'refund-policy';
};
export type SaveLegalPageApiResponse = /** status 200 OK */ LegalPageDto;
export type SaveLegalPageApiArg = {
  slug: 'privacy-policy' | 'terms-of-service' | 'refund-policy';
  saveLegalPageDto: SaveLegalPageDto;
};
export type ListAdminOrdersApiResponse = /** status 200 OK */ AdminOrderDto[];
export type ListAdminOrdersApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** An order number ("#123" or "123"), or any part of the buyer’s e-mail address or name or of an item’s title (any case) */
  search?: string;
  /** Only orders in this status; without it, the paid ones (completed and refunded) */
  status?: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
  /** Only orders with an item of this product type */
  type?: 'digital' | 'physical' | 'course' | 'consultation';
  /** The first day, in the site’s time zone (Site settings), YYYY-MM-DD; of when the order was placed */
  from?: string;
  /** The last day (included), in the site’s time zone (Site settings), YYYY-MM-DD; of when the order was placed */
  to?: string;
};
export type ExportAdminOrdersApiResponse = unknown;
export type ExportAdminOrdersApiArg = {
  /** An order number ("#123" or "123"), or any part of the buyer’s e-mail address or name or of an item’s title (any case) */
  search?: string;
  /** Only orders in this status; without it, the paid ones (completed and refunded) */
  status?: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
  /** Only orders with an item of this product type */
  type?: 'digital' | 'physical' | 'course' | 'consultation';
  /** The first day, in the site’s time zone (Site settings), YYYY-MM-DD; of when the order was placed */
  from?: string;
  /** The last day (included), in the site’s time zone (Site settings), YYYY-MM-DD; of when the order was placed */
  to?: string;
};
export type GetAdminOrderApiResponse = /** status 200 OK */ AdminOrderDetailDto;
export type GetAdminOrderApiArg = {
  id: number;
};
export type RefundOrderApiResponse = /** status 200 OK */ RefundResultDto;
export type RefundOrderApiArg = {
  id: number;
  refundOrderDto: RefundOrderDto;
};
export type MarkShippedApiResponse = /** status 200 OK */ ShippedDto;
export type MarkShippedApiArg = {
  id: number;
  markShippedDto: MarkShippedDto;
};
export type GetShopSettingsApiResponse = /** status 200 OK */ ShopSettingsDto;
export type GetShopSettingsApiArg = void;
export type SaveShopSettingsApiResponse = /** status 200 OK */ ShopSettingsDto;
export type SaveShopSettingsApiArg = {
  saveShopSettingsDto: SaveShopSettingsDto;
};
export type ListCouponsApiResponse = /** status 200 OK */ CouponDto[];
export type ListCouponsApiArg = void;
export type CreateCouponApiResponse = /** status 201 Created */ CouponDto;
export type CreateCouponApiArg = {
  createCouponDto: CreateCouponDto;
};
export type DeactivateCouponApiResponse = /** status 200 OK */ CouponDto;
export type DeactivateCouponApiArg = {
  id: number;
};
export type ActivateCouponApiResponse = /** status 200 OK */ CouponDto;
export type ActivateCouponApiArg = {
  id: number;
};
export type HideReviewApiResponse = /** status 200 OK */ ReviewDto;
export type HideReviewApiArg = {
  id: number;
};
export type ShowReviewApiResponse = /** status 200 OK */ ReviewDto;
export type ShowReviewApiArg = {
  id: number;
};
export type GetProductOffersApiResponse = /** status 200 OK */ ProductOffersDto;
export type GetProductOffersApiArg = {
  id: number;
};
export type SaveProductOfferApiResponse = /** status 200 OK */ ProductOfferDto;
export type SaveProductOfferApiArg = {
  id: number;
  kind: 'bump' | 'upsell';
  saveProductOfferDto: SaveProductOfferDto;
};
export type ClearProductOfferApiResponse = unknown;
export type ClearProductOfferApiArg = {
  id: number;
  kind: 'bump' | 'upsell';
};
export type ListMessagesApiResponse = /** status 200 OK */ ContactMessageDto[];
export type ListMessagesApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Only messages whose name, e-mail, subject (its value or the label the form shows) or text contains this (any case) */
  search?: string;
  /** all: the inbox; unread: the inbox’s unread messages; held: the messages held back as spam */
  filter?: 'all' | 'unread' | 'held';
};
export type GetMessageApiResponse = /** status 200 OK */ ContactThreadDto;
export type GetMessageApiArg = {
  id: number;
};
export type DeleteMessageApiResponse = unknown;
export type DeleteMessageApiArg = {
  id: number;
};
export type MarkMessageReadApiResponse = /** status 200 OK */ ContactMessageDto;
export type MarkMessageReadApiArg = {
  id: number;
  markMessageReadDto: MarkMessageReadDto;
};
export type ReplyToMessageApiResponse = /** status 200 OK */ ContactReplyDto;
export type ReplyToMessageApiArg = {
  id: number;
  sendContactReplyDto: SendContactReplyDto;
};
export type ReleaseMessageApiResponse = /** status 200 OK */ ContactMessageDto;
export type ReleaseMessageApiArg = {
  id: number;
};
export type ListAdminCommentsApiResponse = /** status 200 OK */ AdminCommentDto[];
export type ListAdminCommentsApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
  /** Only the comments in this state (default: all) */
  status?: 'pending' | 'approved' | 'hidden';
  /** Words of the comment, or its author's name or address */
  search?: string;
};
export type GetCommentCountsApiResponse = /** status 200 OK */ CommentCountsDto;
export type GetCommentCountsApiArg = void;
export type GetCommentSettingsApiResponse = /** status 200 OK */ CommentSettingsDto;
export type GetCommentSettingsApiArg = void;
export type SaveCommentSettingsApiResponse = /** status 200 OK */ CommentSettingsDto;
export type SaveCommentSettingsApiArg = {
  commentSettingsDto: CommentSettingsDto;
};
export type ApproveCommentApiResponse = /** status 200 OK */ AdminCommentDto;
export type ApproveCommentApiArg = {
  id: number;
};
export type HideCommentApiResponse = /** status 200 OK */ AdminCommentDto;
export type HideCommentApiArg = {
  id: number;
};
export type UnhideCommentApiResponse = /** status 200 OK */ AdminCommentDto;
export type UnhideCommentApiArg = {
  id: number;
};
export type DeleteCommentApiResponse = unknown;
export type DeleteCommentApiArg = {
  id: number;
};
export type BanCommentAuthorApiResponse = /** status 200 OK */ CommentAuthorBanDto;
export type BanCommentAuthorApiArg = {
  userId: number;
};
export type UnbanCommentAuthorApiResponse = /** status 200 OK */ CommentAuthorBanDto;
export type UnbanCommentAuthorApiArg = {
  userId: number;
};
export type GetAdminOverviewApiResponse = /** status 200 OK */ OverviewCountsDto;
export type GetAdminOverviewApiArg = void;
export type BackUpNowApiResponse = /** status 201 Created */ BackupArchiveDto;
export type BackUpNowApiArg = void;
export type ListBackupArchivesApiResponse = /** status 200 OK */ BackupArchiveDto[];
export type ListBackupArchivesApiArg = void;
export type DownloadBackupArchiveApiResponse = unknown;
export type DownloadBackupArchiveApiArg = {
  name: string;
};
export type GetAnalyticsSummaryApiResponse = /** status 200 OK */ AnalyticsSummaryDto;
export type GetAnalyticsSummaryApiArg = {
  /** The first day (the site's time zone, Site settings) */
  from: string;
  /** The last day, included (at most 400 days in all) */
  to: string;
};
export type ListAnalyticsPagesApiResponse = /** status 200 OK */ AnalyticsPagesDto;
export type ListAnalyticsPagesApiArg = {
  /** The first day (the site's time zone, Site settings) */
  from: string;
  /** The last day, included (at most 400 days in all) */
  to: string;
};
export type ListAnalyticsSourcesApiResponse = /** status 200 OK */ AnalyticsSourcesDto;
export type ListAnalyticsSourcesApiArg = {
  /** The first day (the site's time zone, Site settings) */
  from: string;
  /** The last day, included (at most 400 days in all) */
  to: string;
};
export type ListAnalyticsPostsApiResponse = /** status 200 OK */ AnalyticsPostsDto;
export type ListAnalyticsPostsApiArg = {
  /** The first day (the site's time zone, Site settings) */
  from: string;
  /** The last day, included (at most 400 days in all) */
  to: string;
};
export type ListAnalyticsDevicesApiResponse = /** status 200 OK */ AnalyticsDevicesDto;
export type ListAnalyticsDevicesApiArg = {
  /** The first day (the site's time zone, Site settings) */
  from: string;
  /** The last day, included (at most 400 days in all) */
  to: string;
};
export type ListPeopleApiResponse = /** status 200 OK */ PeoplePageDto;
export type ListPeopleApiArg = {
  /** Any part of the address */
  search?: string;
  /** Only people with this tag */
  tag?: string;
  /** Only people of this segment */
  segmentId?: number;
  /** The page, from 1 (default 1) */
  page?: number;
  /** People per page, 1-200 (default 50) */
  pageSize?: number;
};
export type TagPeopleApiResponse = /** status 200 OK */ TaggedDto;
export type TagPeopleApiArg = {
  tagPeopleDto: TagPeopleDto;
};
export type ImportTagsApiResponse = /** status 200 OK */ TagCsvResultDto;
export type ImportTagsApiArg = {
  tagCsvDto: TagCsvDto;
};
export type ListTagsApiResponse = /** status 200 OK */ TagCountDto[];
export type ListTagsApiArg = void;
export type ListSegmentsApiResponse = /** status 200 OK */ SegmentDto[];
export type ListSegmentsApiArg = void;
export type CreateSegmentApiResponse = /** status 201 Created */ SegmentDto;
export type CreateSegmentApiArg = {
  saveSegmentDto: SaveSegmentDto;
};
export type CountSegmentApiResponse = /** status 200 OK */ PeopleCountDto;
export type CountSegmentApiArg = {
  segmentCountDto: SegmentCountDto;
};
export type UpdateSegmentApiResponse = /** status 200 OK */ SegmentDto;
export type UpdateSegmentApiArg = {
  id: number;
  saveSegmentDto: SaveSegmentDto;
};
export type DeleteSegmentApiResponse = unknown;
export type DeleteSegmentApiArg = {
  id: number;
};
export type ListSequencesApiResponse = /** status 200 OK */ SequenceDto[];
export type ListSequencesApiArg = void;
export type CreateSequenceApiResponse = /** status 201 Created */ SequenceDto;
export type CreateSequenceApiArg = {
  saveSequenceDto: SaveSequenceDto;
};
export type GetSequenceApiResponse = /** status 200 OK */ SequenceDto;
export type GetSequenceApiArg = {
  id: number;
};
export type UpdateSequenceApiResponse = /** status 200 OK */ SequenceDto;
export type UpdateSequenceApiArg = {
  id: number;
  saveSequenceDto: SaveSequenceDto;
};
export type DeleteSequenceApiResponse = unknown;
export type DeleteSequenceApiArg = {
  id: number;
};
export type SetSequenceStatusApiResponse = /** status 200 OK */ SequenceDto;
export type SetSequenceStatusApiArg = {
  id: number;
  sequenceStatusDto: SequenceStatusDto;
};
export type ListBroadcastsApiResponse = /** status 200 OK */ BroadcastDto[];
export type ListBroadcastsApiArg = void;
export type CreateBroadcastApiResponse = /** status 201 Created */ BroadcastDto;
export type CreateBroadcastApiArg = {
  saveBroadcastDto: SaveBroadcastDto;
};
export type CountRecipientsApiResponse = /** status 200 OK */ RecipientsDto;
export type CountRecipientsApiArg = {
  /** The segment it goes to; absent: everyone */
  segmentId?: number;
};
export type PreviewBroadcastApiResponse = /** status 200 OK */ PreviewDto;
export type PreviewBroadcastApiArg = {
  broadcastContentDto: BroadcastContentDto;
};
export type UpdateBroadcastApiResponse = /** status 200 OK */ BroadcastDto;
export type UpdateBroadcastApiArg = {
  id: number;
  saveBroadcastDto: SaveBroadcastDto;
};
export type DeleteBroadcastApiResponse = unknown;
export type DeleteBroadcastApiArg = {
  id: number;
};
export type ScheduleBroadcastApiResponse = /** status 200 OK */ BroadcastDto;
export type ScheduleBroadcastApiArg = {
  id: number;
  scheduleBroadcastDto: ScheduleBroadcastDto;
};
export type TestBroadcastApiResponse = unknown;
export type TestBroadcastApiArg = {
  id: number;
};
export type GetAutomationSettingsApiResponse = /** status 200 OK */ AutomationSettingsDto;
export type GetAutomationSettingsApiArg = void;
export type SaveAutomationSettingsApiResponse = /** status 200 OK */ AutomationSettingsDto;
export type SaveAutomationSettingsApiArg = {
  saveAutomationSettingsDto: SaveAutomationSettingsDto;
};
export type MoveAutomationClockApiResponse = /** status 200 OK */ AutomationClockDto;
export type MoveAutomationClockApiArg = {
  moveAutomationClockDto: MoveAutomationClockDto;
};
export type ListLeadMagnetsApiResponse = /** status 200 OK */ LeadMagnetDto[];
export type ListLeadMagnetsApiArg = void;
export type CreateLeadMagnetApiResponse = /** status 201 Created */ LeadMagnetDto;
export type CreateLeadMagnetApiArg = {
  saveLeadMagnetDto: SaveLeadMagnetDto;
};
export type UpdateLeadMagnetApiResponse = /** status 200 OK */ LeadMagnetDto;
export type UpdateLeadMagnetApiArg = {
  id: number;
  saveLeadMagnetDto: SaveLeadMagnetDto;
};
export type DeleteLeadMagnetApiResponse = unknown;
export type DeleteLeadMagnetApiArg = {
  id: number;
};
export type ImportExportApiResponse = /** status 200 OK */ SiteImportReportDto;
export type ImportExportApiArg = {
  body: {
    /** Ghost: the .json (or a zip with content/images); WordPress: the .xml (or a zip with wp-content/uploads); Substack: the .zip */
    file: Blob;
    source: 'ghost' | 'wordpress' | 'substack';
    /** true: report what would happen and write nothing */
    dryRun?: boolean;
  };
};
export type ListRedirectsApiResponse = /** status 200 OK */ RedirectDto[];
export type ListRedirectsApiArg = {
  /** Page size, 1-100 (default 20) */
  limit?: number;
  /** Where the page starts: the X-Next-Cursor header of the previous page (absent for the first page) */
  cursor?: string;
};
export type RemoveRedirectApiResponse = unknown;
export type RemoveRedirectApiArg = {
  id: number;
};
export type GetAlertSettingsApiResponse = /** status 200 OK */ AlertSettingsDto;
export type GetAlertSettingsApiArg = void;
export type SaveAlertSettingsApiResponse = /** status 200 OK */ AlertSettingsDto;
export type SaveAlertSettingsApiArg = {
  saveAlertSettingsDto: SaveAlertSettingsDto;
};
export type SendAlertTestMailApiResponse = /** status 202 Accepted */ AlertTestMailDto;
export type SendAlertTestMailApiArg = void;
export type AuditOperation = 'INSERT' | 'UPDATE' | 'DELETE';
export type AuditChangeDto = {
  table: string;
  /** The row’s key (its id) */
  rowId: string | null;
  operation: AuditOperation;
  /** The columns before (null for an INSERT) */
  before: {
    [key: string]: any;
  } | null;
  /** The columns after (null for a DELETE) */
  after: {
    [key: string]: any;
  } | null;
};
export type AuditEntryDto = {
  id: number;
  at: string;
  /** Who acted, as they were named then: the admin, or the API key and the admin who made it */
  actor: string;
  /** The admin’s account id (it may since be deleted) */
  actorUserId: number | null;
  /** The API key’s id, when a key acted */
  apiKeyId: number | null;
  /** The address the request came from */
  ip: string | null;
  /** The route called */
  action: string;
  /** What an action that changes no row did */
  note: string | null;
  /** The tables it changed */
  tables: string[];
  /** What changed, row by row, in the order it happened */
  changes: AuditChangeDto[];
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
export type AuditSettingsDto = {
  /** Keep the audit log for N days */
  keepDays: number;
};
export type SuppressionReason = 'hard-bounce' | 'complaint' | 'manual';
export type MailSuppressionDto = {
  id: number;
  email: string;
  /** hard-bounce: the mail server refused the address for good (5xx); complaint: the reader reported a mail as spam (only bulk mail stops); manual: marked by the owner */
  reason: SuppressionReason;
  /** The server's answer, the provider's or the owner's note */
  detail: string | null;
  /** When mail stopped going to it */
  since: string;
  /** Temporary refusals (4xx) counted for the address; they stop nothing */
  softBounces: number;
};
export type MarkUndeliverableDto = {
  email: string;
  /** The owner's note: why */
  note?: string;
};
export type ApiKeyScope = 'read-content' | 'admin';
export type ApiKeyDto = {
  id: number;
  name: string;
  /** read-content: reads public routes and the admin's content (never customers' data), changes nothing; admin: calls admin routes as the admin who made it */
  scope: ApiKeyScope;
  /** The key's first 12 characters, to recognise it */
  prefix: string;
  createdAt: string;
  /** The admin who made it (an admin key acts as them) */
  createdBy: string;
  /** Its latest call, to the minute */
  lastUsedAt: string | null;
  /** Null while the key works */
  revokedAt: string | null;
};
export type CreatedApiKeyDto = {
  key: ApiKeyDto;
  /** The key, shown this once: send it as "Authorization: Bearer <key>" */
  token: string;
};
export type CreateApiKeyDto = {
  /** Trimmed */
  name: string;
  /** read-content: reads public routes and the admin's content (never customers' data), changes nothing; admin: calls admin routes as the admin who made it */
  scope: ApiKeyScope;
};
export type SiteSettingsDto = {
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
  /** null: the display name of MAIL_FROM */
  mailSenderName: string | null;
  /** May hold line breaks */
  postalAddress: string | null;
  /** The site's IANA time zone (PUBLISH_TZ until the owner chooses one) */
  timeZone: string;
  updatedAt: string;
};
export type SaveSiteSettingsDto = {
  siteName: string;
  tagline: string;
  ownerName: string | null;
  /** #rgb or #rrggbb, stored as lower-case #rrggbb; white text on it must reach 4.5:1 (WCAG AA) */
  brandColor: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactLocation: string | null;
  linkedinUrl: string | null;
  xUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  websiteUrl: string | null;
  /** The From name of every e-mail; null: that of MAIL_FROM */
  mailSenderName: string | null;
  /** Shown in the footer of every e-mail */
  postalAddress: string | null;
  /** An IANA time zone: the site's day for the analytics and the overview, the time of the daily 06:00 publishing and of the courses' drip, and the booking hours' zone until one is chosen there */
  timeZone: string;
};
export type PostDeliveryDto = {
  postId: number;
  /** Not sent yet: waiting (perhaps for a retry after a temporary failure) or being sent now */
  queued: number;
  /** Accepted by the mail server */
  sent: number;
  /** Refused for good by the mail server, or still failing after the last retry */
  failed: number;
  /** Not sent because the reader unsubscribed before their e-mail went out */
  skipped: number;
  /** Interrupted by a server crash while being sent; not sent again, since a duplicate is worse than a miss */
  unresolved: number;
};
export type MailPreviewDto = {
  /** The address the preview is rendered for */
  to: string;
  subject: string;
  /** The whole HTML document of the e-mail */
  html: string;
  /** The plain-text part of the e-mail */
  text: string;
};
export type MailPreviewDraftDto = {
  title: string;
  excerpt: string;
  /** The featured image: an image uploaded to this site (/api/uploads/images/… as the upload answered it) or an https:// address of a named host; blank or null for none */
  imageUrl?: string | null;
  /** For the link to the post; derived from the title when missing */
  slug?: string;
  /** The editor's HTML: the preview shows the whole-post edition members get */
  content?: string;
};
export type TestMailQueuedDto = {
  message: string;
  to: string;
};
export type IssueDraftDto = {
  title: string;
  excerpt: string;
  /** The featured image: an image uploaded to this site (/api/uploads/images/… as the upload answered it) or an https:// address of a named host; blank or null for none */
  imageUrl?: string | null;
  /** For the link to the post; derived from the title when missing */
  slug?: string;
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
export type SaveBlogPostDto = {
  title: string;
  /** Left out: "General" */
  category?: string;
  /** A short summary (150-200 characters reads best) */
  excerpt: string;
  /** HTML from the editor; sanitised on save */
  content: string;
  /** The featured image: an image uploaded to this site (/api/uploads/images/… as the upload answered it) or an https:// address of a named host; blank or null for none */
  imageUrl?: string | null;
  /** Ignored when it does not follow the slug rule; made unique with -2, -3, … */
  slug?: string;
  /** true: publish now and e-mail subscribers; false: add to the daily queue */
  published?: boolean;
  /** When the post goes live and is e-mailed: an instant with its offset, Z or ±hh:mm (the admin picks a date and time in the site’s time zone); seconds are dropped, and the minute must be still to come */
  publishAt?: string;
  /** Who may read its content: everyone, any member, or the members of `audienceTierId` and the tiers above it. Left out: "everyone" for a new post, the audience it has for an edit */
  audience?: 'everyone' | 'members' | 'tier';
  /** The tier (its product id) of audience 'tier'; ignored for the others */
  audienceTierId?: number | null;
  /** Ignored: the server counts the words itself */
  readTime?: number;
  /** The version the editor started from; an older one is refused with 409. Left out: not checked */
  version?: number;
};
export type BlogAudienceTierDto = {
  /** The tier’s product id (audienceTierId) */
  id: number;
  title: string;
  /** A higher rank reads what a lower one reads */
  rank: number;
  /** Out of the shop: no new members, its members stay */
  archived: boolean;
};
export type DeletedDto = {
  message: string;
};
export type PublishAtDto = {
  /** When the post goes live and is e-mailed: an instant with its offset, Z or ±hh:mm (the admin picks a date and time in the site’s time zone); seconds are dropped, and the minute must be still to come */
  publishAt: string;
};
export type NextPostDto = {
  /** The oldest queued post, published next */
  nextPost: BlogPostDto | null;
  queueCount: number;
};
export type PublishNextResultDto = {
  message: string;
  post: BlogPostDto;
};
export type AutosavePostDto = {
  /** May be blank */
  title: string;
  /** Left out or blank: "General" */
  category?: string;
  /** May be blank */
  excerpt: string;
  /** HTML from the editor, sanitised; may be blank */
  content: string;
  /** The featured image: an image uploaded to this site (/api/uploads/images/… as the upload answered it) or an https:// address of a named host; blank or null for none */
  imageUrl?: string | null;
  /** Left out: as for a save */
  audience?: 'everyone' | 'members' | 'tier';
  /** The tier of audience 'tier' */
  audienceTierId?: number | null;
  /** The version the editor started from; an older one is refused with 409. Left out: not checked */
  version?: number;
};
export type PostRevisionSummaryDto = {
  /** 1, 2, … per post, in the order saved */
  number: number;
  /** A save, an autosave, or a restore of an earlier revision */
  kind: 'save' | 'autosave' | 'restore';
  title: string;
  /** The editor (user id); null once their account is gone */
  savedBy: number | null;
  /** Its last save (autosaves of the same editor a few minutes apart are kept as one) */
  savedAt: string;
};
export type PostRevisionDto = {
  /** 1, 2, … per post, in the order saved */
  number: number;
  /** A save, an autosave, or a restore of an earlier revision */
  kind: 'save' | 'autosave' | 'restore';
  title: string;
  /** The editor (user id); null once their account is gone */
  savedBy: number | null;
  /** Its last save (autosaves of the same editor a few minutes apart are kept as one) */
  savedAt: string;
  excerpt: string;
  /** Sanitised HTML */
  content: string;
  category: string;
  imageUrl: string | null;
  audience: 'everyone' | 'members' | 'tier';
  audienceTierId: number | null;
};
export type SubscriberStatus = 'active' | 'pending' | 'inactive';
export type UndeliverableDto = {
  /** hard-bounce: refused for good by its mail server; complaint: reported a mail as spam; manual: marked by the owner */
  reason: SuppressionReason;
  /** The mail server's answer, or the note behind it */
  detail: string | null;
  since: string;
};
export type SubscriberDto = {
  id: number;
  email: string;
  subscribedAt: string;
  /** Receives the daily e-mail (confirmed and not unsubscribed) */
  active: boolean;
  /** pending: waiting for the click on the confirmation link; inactive: unsubscribed, or never confirmed */
  status: SubscriberStatus;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** Why no mail reaches the address any more (null: mail reaches it) */
  undeliverable: UndeliverableDto | null;
};
export type InvalidLineDto = {
  /** 1-based line of the file */
  line: number;
  /** what the line held (cut at 100 characters) */
  text: string;
};
export type ImportReportDto = {
  /** with consent: addresses now active (new ones, and those that were waiting for their click); without: new addresses, each sent the confirmation e-mail */
  added: number;
  /** already active, or (without consent) already waiting for their click: left as they are */
  alreadySubscribed: number;
  /** unsubscribed once: never re-added by an import, with or without consent */
  skippedUnsubscribed: number;
  /** lines repeating an address read before in the same file */
  duplicates: number;
  invalid: InvalidLineDto[];
};
export type ImportSubscribersDto = {
  /** The file's text: one address per line, or a column headed "email". At most 500 KB and 10000 addresses. */
  csv: string;
  /** true: the owner has these people’s consent, new addresses are active at once; false: each new address is sent the confirmation e-mail */
  consent: boolean;
};
export type PageContentDto = {
  page: 'home' | 'about' | 'blog' | 'products' | 'contact';
  /** home: hero, about, features; about: bio, mission, values; blog/products: header, description; contact: header, info; every page: background */
  section: string;
  /** Plain text or sanitised HTML; for background, an image address or a CSS gradient */
  content: string;
};
export type SavePageContentDto = {
  page: 'home' | 'about' | 'blog' | 'products' | 'contact';
  section: string;
  content: string;
};
export type LessonVideoAdminDto = {
  provider: 'file' | 'youtube' | 'vimeo';
  /** An uploaded file only */
  fileName?: string;
  /** Bytes; an uploaded file only */
  size?: number;
  /** An uploaded file: its link signed for the reader (4 hours). A link video: the host's page of it */
  url: string;
  /** A link video only: the player to frame once the reader presses play */
  embedUrl?: string;
};
export type LessonAdminSummaryDto = {
  id: number;
  title: string;
  /** Students see published lessons only */
  status: 'draft' | 'published';
  /** Open to everybody, signed in or not */
  freePreview: boolean;
  /** Days after enrolment before it opens (0: at once) */
  dripDays: number;
  /** 0, 1, 2… within its module */
  position: number;
  video: LessonVideoAdminDto | null;
  attachmentCount: number;
};
export type CourseModuleAdminDto = {
  id: number;
  title: string;
  /** 0, 1, 2… within the course */
  position: number;
  /** In order, drafts too */
  lessons: LessonAdminSummaryDto[];
};
export type CourseOutlineAdminDto = {
  productId: number;
  title: string;
  /** The course page is /courses/{slug} */
  slug: string;
  /** In order */
  modules: CourseModuleAdminDto[];
};
export type CourseTitleDto = {
  title: string;
};
export type ModuleOrderDto = {
  id: number;
  /** The module's lessons in order (they may come from another module) */
  lessonIds: number[];
};
export type ReorderCourseDto = {
  /** Every module and lesson of the course exactly once, in order */
  modules: ModuleOrderDto[];
};
export type LessonAttachmentAdminDto = {
  id: number;
  fileName: string;
  /** Bytes */
  size: number;
  /** A download link signed for the reader (4 hours) */
  url: string;
};
export type LessonAdminDto = {
  id: number;
  title: string;
  /** Students see published lessons only */
  status: 'draft' | 'published';
  /** Open to everybody, signed in or not */
  freePreview: boolean;
  /** Days after enrolment before it opens (0: at once) */
  dripDays: number;
  /** 0, 1, 2… within its module */
  position: number;
  video: LessonVideoAdminDto | null;
  moduleId: number;
  productId: number;
  /** Sanitised HTML */
  bodyHtml: string;
  /** In the order they were added */
  attachments: LessonAttachmentAdminDto[];
};
export type SaveLessonDto = {
  title?: string;
  /** HTML from the editor; sanitised on save like a post */
  bodyHtml?: string;
  /** A YouTube or Vimeo link; empty or null clears a link video (an uploaded file is removed with DELETE …/video) */
  videoUrl?: string | null;
  /** Open to everybody, signed in or not */
  freePreview?: boolean;
  /** Days after enrolment before it opens */
  dripDays?: number;
  /** Students see published lessons only */
  status?: 'draft' | 'published';
};
export type CourseStudentDto = {
  userId: number;
  name: string;
  email: string;
  /** purchase: a paid order; owner: enrolled by the owner; membership: a member whose tier includes the course (it opens the course only while the membership includes it) */
  source: 'purchase' | 'owner' | 'membership';
  enrolledAt: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  lastLessonTitle: string | null;
  completedAt: string | null;
};
export type EnrolStudentDto = {
  /** The e-mail address of an existing account */
  email: string;
};
export type WeeklyHoursDto = {
  /** 1 Monday … 7 Sunday */
  weekday: number;
  /** HH:MM, 24-hour clock */
  start: string;
  /** HH:MM, after start; 24:00 is midnight at the end of the day */
  end: string;
};
export type DateOverrideDto = {
  /** A calendar day in the booking time zone */
  day: string;
  /** null with end: a day off */
  start: string | null;
  /** null with start: a day off */
  end: string | null;
};
export type BookingAvailabilityDto = {
  /** The IANA time zone of the hours (read: the effective one, the site's time zone until one is saved) */
  timeZone: string;
  /** Free minutes kept before each session */
  bufferBeforeMinutes: number;
  /** Free minutes kept after each session */
  bufferAfterMinutes: number;
  /** How long before a session it can be booked at the latest */
  minNoticeMinutes: number;
  /** How many days ahead times are offered */
  horizonDays: number;
  /** The distance between two offered start times */
  slotStepMinutes: 5 | 10 | 15 | 20 | 30 | 60;
  /** Until how long before a session a customer can move it, or cancel it with a full refund */
  cancelCutoffMinutes: number;
  /** The usual week; a weekday may have several stretches */
  weekly: WeeklyHoursDto[];
  /** Days not like their weekday: rows with times replace the day's weekly hours; a row without is a day off */
  overrides: DateOverrideDto[];
};
export type ConsultationSettingsDto = {
  productId: number;
  title: string;
  priceCents: number;
  /** The product's duration text */
  duration: string | null;
  /** Saved, or read from the product's duration text ('60 min', '1.5 hours'), else 60 */
  durationMinutes: number;
  /** A meeting link or a place */
  location: string;
  /** false: never saved, so it cannot be booked yet */
  saved: boolean;
};
export type SaveConsultationSettingsDto = {
  durationMinutes: number;
  /** May be empty */
  location: string;
};
export type AdminBookingCustomerDto = {
  id: number;
  name: string;
  email: string;
};
export type AdminBookingDto = {
  id: number;
  title: string;
  status: 'held' | 'confirmed' | 'cancelled' | 'released';
  startsAt: string;
  endsAt: string;
  customer: AdminBookingCustomerDto;
  customerTimeZone: string;
  /** The order that paid for it; null for a free session */
  orderId: number | null;
  /** What it cost, in cents */
  priceCents: number;
  cancelledBy: ('customer' | 'owner' | 'refund') | null;
  cancelMessage: string | null;
};
export type AdminBookingsDayDto = {
  /** A day in the owner's time zone */
  day: string;
  /** Confirmed and cancelled sessions starting that day */
  bookings: AdminBookingDto[];
};
export type AdminBookingsDto = {
  /** The owner's time zone the days are in */
  timeZone: string;
  /** Every day from `from` to `to`, in order */
  days: AdminBookingsDayDto[];
};
export type MoveBookingDto = {
  /** Words to the customer in the mail */
  message?: string;
  /** Any future time the session fits into */
  startsAt: string;
};
export type CancelBookingAsOwnerDto = {
  /** Words to the customer in the mail */
  message?: string;
};
export type AdminTierDto = {
  /** The tier's product */
  productId: number;
  title: string;
  slug: string;
  /** Archived: no new sign-ups; its members stay and renew */
  archived: boolean;
  /** false: a membership product whose tier has not been saved yet (nobody can join) */
  configured: boolean;
  rank: number | null;
  monthlyPrice: string | null;
  yearlyPrice: string | null;
  monthlyCents: number | null;
  yearlyCents: number | null;
  trialDays: number;
  benefits: string[];
  paidNewsletter: boolean;
  includedProductIds: number[];
  /** Memberships of this tier that give access now */
  members: number;
};
export type SaveTierDto = {
  /** A higher rank reads what a lower one reads */
  rank: number;
  /** The monthly price as text, with or without $; null or left out: not offered monthly */
  monthlyPrice?: string | null;
  /** The yearly price as text, with or without $; null or left out: not offered yearly */
  yearlyPrice?: string | null;
  /** Free trial days; 0: none */
  trialDays?: number;
  /** What a member gets, a line each (blank lines are dropped) */
  benefits?: string[];
  /** Members get the whole post in the daily e-mail */
  paidNewsletter?: boolean;
  /** Products (courses) members have while their membership lasts */
  includedProductIds?: number[];
};
export type AdminMemberAccountDto = {
  id: number;
  name: string;
  email: string;
};
export type AdminMemberTierDto = {
  id: number;
  title: string;
};
export type AdminMemberDto = {
  id: number;
  member: AdminMemberAccountDto;
  tier: AdminMemberTierDto;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'cancelled';
  interval: 'month' | 'year';
  price: string;
  priceCents: number;
  startedAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: string | null;
  endedAt: string | null;
  /** When the member first chose the tier */
  createdAt: string;
};
export type MembershipSettingsDto = {
  /** Days a member keeps access after a renewal first fails */
  graceDays: number;
  /** The owner's mail of a new member or a cancellation: each at once, a daily digest at 08:00, or none */
  ownerMail: 'each' | 'digest' | 'none';
  /** Who bills the memberships */
  provider: 'offline' | 'stripe';
  /** The billing clock (the offline one may be ahead) */
  clockNow: string;
};
export type SaveMembershipSettingsDto = {
  graceDays?: number;
  ownerMail?: 'each' | 'digest' | 'none';
};
export type PlanInstalmentsReportDto = {
  /** Payment plan instalments paid by the run */
  paid: number;
  /** Instalment attempts that failed */
  failed: number;
  /** Plans whose access was paused (grace period over) */
  paused: number;
};
export type BillingClockDto = {
  /** The billing clock after the move */
  now: string;
  /** How far it is ahead of the real clock, in days (may be fractional) */
  offsetDays: number;
  /** Renewals paid by the cycle run after the move */
  renewed: number;
  /** Attempts that failed */
  failed: number;
  /** Memberships that ended */
  ended: number;
  /** The payment plans' cycle, run after the memberships' */
  instalments: PlanInstalmentsReportDto;
};
export type MoveBillingClockDto = {
  /** Whole days to move the offline billing clock on */
  days: number;
};
export type MembershipCountsDto = {
  incomplete: number;
  trialing: number;
  active: number;
  past_due: number;
  cancelled: number;
};
export type MembershipDayDto = {
  day: string;
  /** Memberships that started (a trial or a first payment) */
  new: number;
  /** Memberships that had given access and ended */
  churned: number;
};
export type MembershipFiguresDto = {
  /** Memberships by status now */
  counts: MembershipCountsDto;
  /** Monthly recurring revenue: what active and past due memberships charge a month (yearly ones / 12) */
  mrr: string;
  mrrCents: number;
  /** The site's time zone the days are in */
  timeZone: string;
  /** Every day from `from` to `to`, in order */
  days: MembershipDayDto[];
};
export type PlanCardDto = {
  brand: string;
  last4: string;
};
export type PlanInstalmentDto = {
  number: number;
  amount: string;
  amountCents: number;
  /** When it falls (or fell) due */
  dueAt: string | null;
  /** due: not paid yet; cancelled: never charged */
  status: 'due' | 'paid' | 'cancelled';
  paidAt: string | null;
  /** Why its last attempt failed, while it is unpaid */
  failure: string | null;
};
export type AdminPlanCustomerDto = {
  id: number;
  name: string;
  email: string;
};
export type AdminPlanDto = {
  id: number;
  orderId: number;
  /** null once the product is deleted */
  productId: number | null;
  title: string;
  /** active: paid on schedule; past_due: an instalment failed and is tried again (access kept); paused: the grace period ran out unpaid (access paused until it is paid); completed: paid in full; cancelled: refunded or stopped, nothing more is charged */
  status: 'active' | 'past_due' | 'paused' | 'completed' | 'cancelled';
  /** How many instalments */
  instalments: number;
  total: string;
  /** What its paid instalments add up to */
  paid: string;
  /** Its unpaid instalments ($0 once completed or cancelled) */
  outstanding: string;
  paidCount: number;
  /** When the next payment is taken: the next due date, or a failed one’s next try; null when paused or ended */
  nextDueAt: string | null;
  /** The next (or overdue) instalment */
  nextAmount: string | null;
  /** The card the instalments are charged to */
  card: PlanCardDto | null;
  /** When the instalment now unpaid first failed */
  pastDueSince: string | null;
  /** Every instalment, the first first */
  schedule: PlanInstalmentDto[];
  /** null once the account is deleted */
  customer: AdminPlanCustomerDto | null;
};
export type AdminPlansDto = {
  /** The plans, newest first */
  plans: AdminPlanDto[];
  /** What the listed plans have paid */
  paid: string;
  /** What the listed live plans (active, past due, paused) still owe: their unpaid instalments */
  outstanding: string;
};
export type LegalPageDto = {
  slug: 'privacy-policy' | 'terms-of-service' | 'refund-policy';
  title: string;
  /** Sanitised HTML. The public read fills in {{siteName}}, {{ownerName}} and {{contactEmail}} from the site settings; the admin read shows them as written. */
  content: string;
  /** When the owner last saved the page */
  updatedAt: string;
};
export type SaveLegalPageDto = {
  title: string;
  /** HTML from the editor; sanitised on save */
  content: string;
};
export type AdminOrderBuyerDto = {
  /** First and last name; empty when the account has none */
  name: string;
  email: string;
};
export type AdminOrderDto = {
  id: number;
  createdAt: string;
  /** When it was paid */
  completedAt: string | null;
  status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
  /** null once the buyer deleted their account */
  buyer: AdminOrderBuyerDto | null;
  /** Units bought, all items together */
  itemCount: number;
  itemsSummary: string;
  totalAmount: string;
  refundedAmount: string;
  /** The product types in the order, once each */
  productTypes: ('digital' | 'physical' | 'course' | 'consultation')[];
};
export type AdminOrderItemDto = {
  id: number;
  /** null once the product is deleted */
  productId: number | null;
  title: string;
  type: 'digital' | 'physical' | 'course' | 'consultation';
  /** The price of one, as it was bought */
  price: string;
  quantity: number;
  /** A refund takes it back (asked for, or done) */
  refunded: boolean;
  /** The refund that takes it back */
  refundId: number | null;
};
export type AdminOrderPaymentDto = {
  /** Who took the payment: stripe, or offline (test payments) */
  provider: string;
  /** The provider’s payment id */
  reference: string | null;
  method: string | null;
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
export type AdminOrderRefundDto = {
  id: number;
  amount: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** owner: asked for here; provider: made in its dashboard */
  source: 'owner' | 'provider';
  createdAt: string;
  settledAt: string | null;
  /** Why the provider refused it */
  error: string | null;
};
export type AdminOrderMailDto = {
  kind: string;
  recipient: string;
  status: 'pending' | 'sending' | 'sent' | 'skipped' | 'failed' | 'unresolved';
  attempts: number;
  queuedAt: string;
  sentAt: string | null;
  /** The last failed attempt’s error */
  lastError: string | null;
};
export type AdminOrderEventDto = {
  at: string;
  event: 'created' | 'paid' | 'refund-requested' | 'refund-succeeded' | 'refund-failed' | 'shipped' | 'mail';
  title: string;
  refundId: number | null;
  mail: AdminOrderMailDto | null;
};
export type AdminOrderDetailDto = {
  id: number;
  createdAt: string;
  /** When it was paid */
  completedAt: string | null;
  status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
  /** null once the buyer deleted their account */
  buyer: AdminOrderBuyerDto | null;
  items: AdminOrderItemDto[];
  payment: AdminOrderPaymentDto;
  totalAmount: string;
  /** What refunds have given back so far */
  refundedAmount: string;
  /** null when nothing in it is shipped */
  shipping: OrderShippingDto | null;
  /** The coupon’s discount (the total is after it) */
  coupon: OrderCouponDto | null;
  /** Oldest first */
  refunds: AdminOrderRefundDto[];
  /** What happened to the order, oldest first */
  timeline: AdminOrderEventDto[];
};
export type RefundResultDto = {
  /** pending: the payment provider has not answered yet; the refund is finished automatically */
  status: 'succeeded' | 'pending';
  /** Computed by the server from the items’ prices */
  amount: string;
  message: string;
};
export type RefundOrderDto = {
  /** The items to refund (each whole); without it, everything not refunded yet */
  itemIds?: number[];
};
export type ShippedDto = {
  message: string;
};
export type MarkShippedDto = {
  carrier: string;
  trackingNumber: string;
};
export type ShopSettingsDto = {
  /** The flat rate charged once per order that needs shipping */
  shippingRate: string;
};
export type SaveShopSettingsDto = {
  /** The flat shipping rate, in dollars */
  shippingRate: number;
};
export type CouponDto = {
  id: number;
  code: string;
  percentOff: number | null;
  amountOff: string | null;
  expiresAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  minOrder: string;
  /** null: every product */
  productIds: number[] | null;
  /** Open checkouts and paid orders holding a use */
  timesUsed: number;
  active: boolean;
  createdAt: string;
};
export type CreateCouponDto = {
  /** Matched without regard to case */
  code: string;
  /** Either this or amountOff; null as left out */
  percentOff?: number | null;
  /** Dollars off; either this or percentOff; null as left out */
  amountOff?: number | null;
  /** From then on the code is refused; none or null: never */
  expiresAt?: string | null;
  /** Uses in all; none or null: no limit */
  usageLimit?: number | null;
  /** Uses per customer; none or null: no limit */
  perCustomerLimit?: number | null;
  /** Dollars the products must come to; none or null: no minimum */
  minOrder?: number | null;
  /** Only these products; none, null or empty: every product */
  productIds?: number[] | null;
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
export type ProductOfferDto = {
  id: number;
  kind: 'bump' | 'upsell';
  productId: number;
  offeredProductId: number;
  /** What the buyer pays for the offered product */
  price: string;
  priceCents: number;
  headline: string;
  text: string;
  active: boolean;
};
export type ProductOffersDto = {
  /** The tick box at its checkout */
  bump: ProductOfferDto | null;
  /** The one-click offer once it is paid */
  upsell: ProductOfferDto | null;
};
export type SaveProductOfferDto = {
  /** The product offered: published, not the product itself */
  offeredProductId: number;
  /** Its price in this offer: from $0.50 to the offered product’s price */
  price: string;
  headline: string;
  text?: string;
  /** false keeps the offer without showing it */
  active?: boolean;
};
export type ContactMessageDto = {
  id: number;
  name: string;
  email: string;
  subject: 'consultation' | 'products' | 'speaking' | 'collaboration' | 'other';
  message: string;
  createdAt: string;
  /** Whether the owner has opened it (or not marked it unread again) */
  read: boolean;
  /** Held back as spam: not mailed to the owner until released */
  held: boolean;
};
export type ContactReplyDto = {
  id: number;
  replyId: string;
  body: string;
  createdAt: string;
};
export type ContactThreadDto = {
  id: number;
  name: string;
  email: string;
  subject: 'consultation' | 'products' | 'speaking' | 'collaboration' | 'other';
  message: string;
  createdAt: string;
  /** Whether the owner has opened it (or not marked it unread again) */
  read: boolean;
  /** Held back as spam: not mailed to the owner until released */
  held: boolean;
  replies: ContactReplyDto[];
};
export type MarkMessageReadDto = {
  /** true: read; false: unread again */
  read: boolean;
};
export type SendContactReplyDto = {
  body: string;
  /** Made by the page once per reply: sending the same replyId again stores and mails it once */
  replyId: string;
};
export type AdminCommentDto = {
  id: number;
  status: 'pending' | 'approved' | 'hidden';
  body: string;
  createdAt: string;
  /** The top-level comment it replies to */
  parentId: number | null;
  postId: number;
  postTitle: string;
  postSlug: string;
  userId: number | null;
  authorName: string;
  authorEmail: string | null;
  /** The author may not comment any more */
  authorBanned: boolean;
};
export type CommentCountsDto = {
  pending: number;
  approved: number;
  hidden: number;
};
export type CommentSettingsDto = {
  /** each: a mail for each new comment; digest: one mail a day */
  ownerMail: 'each' | 'digest';
};
export type CommentAuthorBanDto = {
  userId: number;
  banned: boolean;
};
export type MakeItYoursDto = {
  /** The site name differs from the default and the owner name is set */
  siteName: boolean;
  /** The owner's photo is uploaded */
  ownerPhoto: boolean;
  /** Contact e-mail and phone are set and differ from the samples */
  contactDetails: boolean;
  /** At least one product has an image */
  productImage: boolean;
};
export type MailHealthDto = {
  /** Waiting to be sent (perhaps for a retry) */
  pending: number;
  /** Being handed to the mail server now */
  sending: number;
  /** Seconds since the oldest waiting mail was queued; null when none is waiting */
  oldestPendingSeconds: number | null;
  /** Failed for good in the last 24 hours */
  failedLast24h: number;
  /** Interrupted by a crash in the last 24 hours and, by their kind, not sent again */
  unresolvedLast24h: number;
};
export type RevenueDto = {
  /** Since midnight */
  today: string;
  /** The last 7 days, today included */
  last7Days: string;
  /** The last 30 days, today included */
  last30Days: string;
};
export type LatestOrderDto = {
  id: number;
  createdAt: string;
  status: 'completed' | 'refunded';
  totalAmount: string;
  /** The buyer's name, else their e-mail; null once their account is deleted */
  buyer: string | null;
  items: string[];
};
export type SalesDto = {
  revenue: RevenueDto;
  /** The 5 newest paid or refunded orders */
  latestOrders: LatestOrderDto[];
};
export type BackupHealthDto = {
  /** BACKUP_CRON is set: the site makes backups on a schedule */
  scheduled: boolean;
  /** Seconds since the last backup succeeded; null when none has */
  lastSucceededSecondsAgo: number | null;
  /** Seconds since the last backup failed; null when none has */
  lastFailedSecondsAgo: number | null;
};
export type AlertRecipientDto = {
  /** Where new bookings, orders to ship, low stock and contact messages are e-mailed; null: nowhere */
  address: string | null;
  /** settings: the owner's notification e-mail; environment: OWNER_EMAIL; admin: the first admin's confirmed address; none: no address at all (alerts are not sent) */
  source: 'settings' | 'environment' | 'admin' | 'none';
};
export type OverviewCountsDto = {
  subscribers: number;
  /** Of them, added in the last 7 days ("+2 from last week") */
  subscribersFromLastWeek: number;
  messages: number;
  /** Of them, arrived since midnight in the site's time zone (PUBLISH_TZ) ("+1 new today") */
  messagesToday: number;
  /** Every post, published and queued */
  posts: number;
  publishedPosts: number;
  products: number;
  makeItYours: MakeItYoursDto;
  mail: MailHealthDto;
  sales: SalesDto;
  backups: BackupHealthDto;
  /** Where the owner's alerts are e-mailed */
  alerts: AlertRecipientDto;
};
export type BackupArchiveDto = {
  name: string;
  /** Bytes */
  size: number;
  createdAt: string;
};
export type AnalyticsTotalsDto = {
  /** Distinct visitors of each day, added up over the days */
  visitors: number;
  /** Page views */
  views: number;
  /** Visits: views of a visitor on a day with gaps under 30 minutes */
  visits: number;
  /** The share of visits with a single view */
  bounceRate: number;
  /** New newsletter subscribers */
  subscribers: number;
  /** Of those, the ones who confirmed */
  confirmedSubscribers: number;
  /** confirmedSubscribers / subscribers */
  confirmedRate: number;
  /** Orders paid (free ones too), on the day they were paid */
  orders: number;
  /** What those orders brought, net of refunds, in cents */
  revenueCents: number;
  /** Paid orders per visit */
  conversionRate: number;
};
export type AnalyticsSeriesDayDto = {
  day: string;
  visitors: number;
  views: number;
  subscribers: number;
  orders: number;
  /** Net of refunds, in cents */
  revenueCents: number;
};
export type AnalyticsOffersDto = {
  /** Paid orders whose checkout showed an order bump */
  bumpsOffered: number;
  /** Of those, the ones that took it */
  bumpsTaken: number;
  /** bumpsTaken / bumpsOffered */
  bumpRate: number;
  /** What the bumps brought, refunded ones left out, in cents */
  bumpRevenueCents: number;
  /** Paid orders followed by a one-click upsell offer */
  upsellsOffered: number;
  /** Of those, the ones whose buyer took it */
  upsellsTaken: number;
  /** upsellsTaken / upsellsOffered */
  upsellRate: number;
  /** What the upsells brought, refunded ones left out, in cents */
  upsellRevenueCents: number;
};
export type AnalyticsSummaryDto = {
  from: string;
  to: string;
  /** The first day of the period before */
  previousFrom: string;
  /** The last day of the period before (the day before `from`) */
  previousTo: string;
  current: AnalyticsTotalsDto;
  previous: AnalyticsTotalsDto;
  /** Every day from `from` to `to`, in order, zeros filled */
  series: AnalyticsSeriesDayDto[];
  /** Order bumps and upsells of the period (their revenue is in `revenueCents` too) */
  offers: AnalyticsOffersDto;
};
export type AnalyticsPageDto = {
  path: string;
  /** The post's, product's or course's title when the path is one */
  title: string | null;
  views: number;
  /** Distinct visitors of each day, added up */
  visitors: number;
  /** Visits that started on this page */
  entries: number;
  /** New subscribers whose visit started on this page */
  subscribers: number;
  /** Paid orders whose visit started on this page */
  orders: number;
  /** Net of refunds, in cents */
  revenueCents: number;
};
export type AnalyticsPagesDto = {
  /** The 100 most viewed pages, most viewed first */
  items: AnalyticsPageDto[];
};
export type AnalyticsSourceDto = {
  /** null: none (typed in, a bookmark) */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Visits that came from this source */
  visits: number;
  /** Distinct visitors of each day, added up */
  visitors: number;
  subscribers: number;
  /** Paid orders */
  orders: number;
  /** Net of refunds, in cents */
  revenueCents: number;
};
export type AnalyticsSourcesDto = {
  /** Sources and campaigns, most visits first */
  items: AnalyticsSourceDto[];
};
export type AnalyticsPostDto = {
  postId: number;
  slug: string;
  title: string;
  /** Views of /blog/{slug} */
  views: number;
  /** Distinct visitors of each day, added up */
  visitors: number;
  /** Readers who subscribed in a visit that started on the post */
  subscribers: number;
  /** The post's newsletter mails delivered */
  newsletterSent: number;
  /** The post's newsletter mails that failed */
  newsletterFailed: number;
};
export type AnalyticsPostsDto = {
  /** The posts viewed in the range, most viewed first, then those published in it (at most 100) */
  items: AnalyticsPostDto[];
};
export type AnalyticsDeviceDto = {
  device: 'desktop' | 'mobile' | 'tablet';
  visitors: number;
  views: number;
};
export type AnalyticsDevicesDto = {
  /** Each kind of device seen, most views first */
  items: AnalyticsDeviceDto[];
};
export type PersonPlaceDto = {
  /** The place (one person may have had several in a sequence) */
  id: number;
  sequenceId: number;
  name: string;
  /** exited: the sequence took them out; left: they stopped the series by its link */
  status: 'active' | 'completed' | 'exited' | 'left';
  /** Why they are out of it (exited, left) */
  exitReason: string | null;
  enteredAt: string;
  finishedAt: string | null;
};
export type PersonDto = {
  id: number;
  email: string;
  tags: string[];
  /** Reads the daily e-mail now */
  subscribed: boolean;
  /** Has an account */
  customer: boolean;
  /** When they stopped marketing mail */
  unsubscribedAt: string | null;
  /** Why no mail reaches the address any more, and since when (null: mail reaches it) */
  undeliverable: UndeliverableDto | null;
  /** The sequences they are in or left, newest first */
  sequences: PersonPlaceDto[];
  createdAt: string;
};
export type PeoplePageDto = {
  /** Newest first */
  items: PersonDto[];
  total: number;
  page: number;
  pageSize: number;
};
export type TaggedDto = {
  /** People who newly carry the tag (add) or lost it (remove) */
  changed: number;
  /** Addresses that are nobody on the list */
  unknown: string[];
};
export type TagPeopleDto = {
  emails: string[];
  tag: string;
  action: 'add' | 'remove';
};
export type RejectedLineDto = {
  line: number;
  reason: string;
};
export type TagCsvResultDto = {
  /** Tags newly given */
  tagged: number;
  rejected: RejectedLineDto[];
};
export type TagCsvDto = {
  /** Header "email,tags" (tags split by ;) */
  csv: string;
  /** A tag for every line (then the CSV needs no tags column) */
  tag?: string;
};
export type TagCountDto = {
  tag: string;
  people: number;
};
export type SegmentDto = {
  id: number;
  name: string;
  /** { "match": "all" | "any", "conditions": [{ "type": "tag" | "bought" | "course" | "membership" | "booked" | "subscriber" | "subscribed" | "source" | "engaged", "negate"?: boolean, …its fields }] (docs/automations.md) */
  filter: {
    [key: string]: any;
  };
  /** People in it now */
  people: number;
  createdAt: string;
  updatedAt: string;
};
export type SaveSegmentDto = {
  /** { "match": "all" | "any", "conditions": [{ "type": "tag" | "bought" | "course" | "membership" | "booked" | "subscriber" | "subscribed" | "source" | "engaged", "negate"?: boolean, …its fields }] (docs/automations.md) */
  filter: {
    [key: string]: any;
  };
  name: string;
};
export type PeopleCountDto = {
  /** Counted by the database */
  people: number;
};
export type SegmentCountDto = {
  /** { "match": "all" | "any", "conditions": [{ "type": "tag" | "bought" | "course" | "membership" | "booked" | "subscriber" | "subscribed" | "source" | "engaged", "negate"?: boolean, …its fields }] (docs/automations.md) */
  filter: {
    [key: string]: any;
  };
};
export type SequenceCountsDto = {
  /** People who entered it */
  entered: number;
  /** People in it now */
  active: number;
  /** People who took its last step */
  completed: number;
  /** People the sequence took out: a purchase, its segment, marketing mail stopped, an undeliverable address */
  exited: number;
  /** People who stopped this series by the link in its mails (other marketing mail still reaches them) */
  left: number;
};
export type StepStatsDto = {
  /** People whose next step this is */
  waiting: number;
  /** People who took it (its mail queued) */
  sent: number;
  /** Distinct people who opened its mail (tracking on) */
  opened: number;
  /** Distinct people who clicked in its mail (tracking on) */
  clicked: number;
  /** People who paid an order after taking it */
  converted: number;
};
export type SequenceStepDto = {
  id: number;
  type: 'wait' | 'email' | 'add-tag' | 'remove-tag' | 'exit-if-bought';
  stats: StepStatsDto;
};
export type SequenceDto = {
  id: number;
  name: string;
  status: 'draft' | 'active' | 'paused';
  /** { "type": "subscribed" | "bought" | "enrolled" | "completed-course" | "booked" | "membership-started" | "membership-cancelled" | "checkout-abandoned" | "tag-added" | "lead-magnet", "productId"?: number, "tag"?: string } */
  trigger: {
    [key: string]: any;
  };
  segmentId: number | null;
  counts: SequenceCountsDto;
  /** Each step with its fields (as saved) and its figures */
  steps: SequenceStepDto[];
  createdAt: string;
  updatedAt: string;
};
export type SaveSequenceDto = {
  name: string;
  /** { "type": "subscribed" | "bought" | "enrolled" | "completed-course" | "booked" | "membership-started" | "membership-cancelled" | "checkout-abandoned" | "tag-added" | "lead-magnet", "productId"?: number, "tag"?: string } */
  trigger: {
    [key: string]: any;
  };
  /** Only people of this segment (null: all) */
  segmentId?: number | null;
  /** Each { "id"?: number (a step the sequence has: kept, not sent again), "type": "wait" (amount, unit "hours" | "days", at? "09:00") | "email" (subject, body) | "add-tag" | "remove-tag" (tag) | "exit-if-bought" (productId) } */
  steps: {
    [key: string]: any;
  }[];
};
export type SequenceStatusDto = {
  status: 'active' | 'paused';
};
export type DeliveryDto = {
  pending: number;
  sending: number;
  sent: number;
  skipped: number;
  failed: number;
  unresolved: number;
};
export type BroadcastDto = {
  id: number;
  subject: string;
  body: string;
  segmentId: number | null;
  segmentName: string | null;
  status: 'draft' | 'scheduled' | 'sent';
  scheduledAt: string | null;
  sentAt: string | null;
  /** Mails queued when it was sent: its recipients */
  recipients: number | null;
  /** The outbox's count of its mails by status */
  delivery: DeliveryDto;
  /** Distinct people who opened it (tracking on) */
  opened: number;
  /** Distinct people who clicked in it (tracking on) */
  clicked: number;
  createdAt: string;
  updatedAt: string;
};
export type SaveBroadcastDto = {
  subject: string;
  /** The editor's HTML */
  body: string;
  /** null: everyone who takes marketing mail */
  segmentId?: number | null;
};
export type RecipientsDto = {
  /** The people it would go to now: those of the segment (or everyone) who take marketing mail and whose address still takes mail (no hard bounce, complaint or mark) — counted as the send selects them */
  recipients: number;
};
export type PreviewDto = {
  subject: string;
  html: string;
  text: string;
};
export type BroadcastContentDto = {
  subject: string;
  /** The editor's HTML */
  body: string;
};
export type ScheduleBroadcastDto = {
  /** When to send it (now or later); null or absent: back to a draft */
  at?: string | null;
};
export type AutomationSettingsDto = {
  /** Count opens and clicks of marketing mail (first-party; off by default) */
  tracking: boolean;
  /** The automations' clock */
  clockNow: string;
};
export type SaveAutomationSettingsDto = {
  /** Count opens and clicks of marketing mail (first-party; off by default) */
  tracking: boolean;
};
export type AutomationClockDto = {
  now: string;
  /** Sequence steps taken */
  steps: number;
  /** People who finished a sequence */
  completed: number;
  /** People who left a sequence */
  exited: number;
  /** Broadcasts sent */
  broadcasts: number;
};
export type MoveAutomationClockDto = {
  hours: number;
};
export type LeadMagnetDto = {
  id: number;
  slug: string;
  title: string;
  description: string;
  productId: number;
  tag: string | null;
  sequenceId: number | null;
  showOnPosts: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
};
export type SaveLeadMagnetDto = {
  /** Its page: /free/{slug} */
  slug: string;
  title: string;
  description?: string;
  /** A digital product with a file: the guide */
  productId: number;
  /** Given to each person who confirms */
  tag?: string | null;
  /** The sequence each person who confirms enters: an active one, or a paused one (they wait there until it resumes); a draft is refused */
  sequenceId?: number | null;
  /** Its form under every post */
  showOnPosts?: boolean;
  /** Offered (default true) */
  active?: boolean;
};
export type SiteImportCountsDto = {
  /** Created as they were (renamed ones not counted here) */
  created: number;
  /** Created under another address (theirs belongs to another post here) */
  renamed: number;
  skipped: number;
  failed: number;
};
export type SiteImportRowDto = {
  kind: 'post' | 'subscriber';
  /** The item’s id in the export (a subscriber’s: the address) */
  sourceId: string;
  /** The post’s title, or the subscriber’s address */
  label: string;
  /** created; renamed: created under another address; skipped (why in notes); failed (why in notes) */
  outcome: 'created' | 'renamed' | 'skipped' | 'failed';
  /** A post’s address here, e.g. /blog/my-post */
  target: string | null;
  /** What the owner should know: why skipped or failed, drafts, images */
  notes: string[];
};
export type SiteImportReportDto = {
  source: 'ghost' | 'wordpress' | 'substack';
  /** true: nothing was written; the report says what an import would do */
  dryRun: boolean;
  posts: SiteImportCountsDto;
  subscribers: SiteImportCountsDto;
  rows: SiteImportRowDto[];
};
export type RedirectDto = {
  id: number;
  /** The old address (its path, without a trailing /) */
  path: string;
  /** Its post’s address now (a retitled post’s new one) */
  target: string;
  source: 'ghost' | 'wordpress' | 'substack';
  createdAt: string;
};
export type AlertSettingsDto = {
  /** Where new bookings, orders to ship, low stock and contact messages are e-mailed; null: nowhere */
  address: string | null;
  /** settings: the owner's notification e-mail; environment: OWNER_EMAIL; admin: the first admin's confirmed address; none: no address at all (alerts are not sent) */
  source: 'settings' | 'environment' | 'admin' | 'none';
  /** What the owner set; null: the default (OWNER_EMAIL, else the first admin’s confirmed address) */
  notificationEmail: string | null;
};
export type SaveAlertSettingsDto = {
  notificationEmail: string | null;
};
export type AlertTestMailDto = {
  /** Where the test mail was queued to */
  to: string;
};
