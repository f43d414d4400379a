import { adminContractApi } from '../../../api/generated-admin-extras';

// The owner's moderation of reviews (the admin client's, apart from the shop's api.ts so the
// public pages never carry it): hiding or showing a review changes the product's rating.
export const reviewModerationApi = adminContractApi.enhanceEndpoints({
  addTagTypes: ['Review', 'Product'],
  endpoints: {
    hideReview: { invalidatesTags: ['Review', 'Product'] },
    showReview: { invalidatesTags: ['Review', 'Product'] },
  },
});

export const { useHideReviewMutation, useShowReviewMutation } = reviewModerationApi;
