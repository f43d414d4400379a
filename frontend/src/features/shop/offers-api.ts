import { generatedOffersApi } from '../../api/generated-offers';

// Tags for the order bumps and the upsell card, offers' own client (generated-offers.ts, never
// edited by hand: out of the public pages' JavaScript, loaded with the checkout and the account).
// What a checkout offers depends on what the buyer owns; accepting an upsell is a new paid order.
export const offersApi = generatedOffersApi.enhanceEndpoints({
  addTagTypes: ['Order', 'Download', 'UpsellOffer'],
  endpoints: {
    listCheckoutBumps: { providesTags: ['Order'] },
    listUpsellOffers: { providesTags: ['UpsellOffer', 'Order'] },
    acceptUpsellOffer: { invalidatesTags: ['UpsellOffer', 'Order', 'Download'] },
    declineUpsellOffer: { invalidatesTags: ['UpsellOffer'] },
  },
});

export const {
  useListCheckoutBumpsQuery,
  useListUpsellOffersQuery,
  useAcceptUpsellOfferMutation,
  useDeclineUpsellOfferMutation,
} = offersApi;

export type { BumpOfferDto, UpsellOfferDto } from '../../api/generated-offers';
