import { contractApi } from '../../api/generated-extras';

// The contact form; a sent message refreshes the admin's message list (tag types are base-api's).
// The page's saved sections come from features/content.
export const contactApi = contractApi.enhanceEndpoints({
  endpoints: {
    sendContactMessage: { invalidatesTags: ['Message'] },
  },
});

export const { useSendContactMessageMutation } = contactApi;

export type { PageContentDto, SendContactMessageDto } from '../../api/generated';
