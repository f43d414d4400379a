import { generatedApi } from '../../api/generated';

// The contact page reads its saved sections and sends the form; a sent message refreshes the
// admin's message list, a saved section the page (tag types are base-api's).
export const contactApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getPageContent: { providesTags: ['PageContent'] },
    sendContactMessage: { invalidatesTags: ['Message'] },
  },
});

export const { useGetPageContentQuery, useSendContactMessageMutation } = contactApi;

export type { PageContentDto, SendContactMessageDto } from '../../api/generated';
