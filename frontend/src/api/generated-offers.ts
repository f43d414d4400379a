import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCheckoutBumps: build.query<ListCheckoutBumpsApiResponse, ListCheckoutBumpsApiArg>({
      query: (queryArg) => ({
        url: `/api/checkout/bumps`,
        params: {
          products: queryArg.products,
        },
      }),
    }),
    listUpsellOffers: build.query<ListUpsellOffersApiResponse, ListUpsellOffersApiArg>({
      query: () => ({ url: `/api/upsell-offers` }),
    }),
    acceptUpsellOffer: build.mutation<AcceptUpsellOfferApiResponse, AcceptUpsellOfferApiArg>({
      query: (queryArg) => ({ url: `/api/upsell-offers/${queryArg.orderId}/accept`, method: 'POST' }),
    }),
    declineUpsellOffer: build.mutation<DeclineUpsellOfferApiResponse, DeclineUpsellOfferApiArg>({
      query: (queryArg) => ({ url: `/api/upsell-offers/${queryArg.orderId}/decline`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedOffersApi };
export type ListCheckoutBumpsApiResponse = /** status 200 OK */ BumpOffersDto;
export type ListCheckoutBumpsApiArg = {
  /** The checkout’s product ids, comma-separated */
  products: string;
};
export type ListUpsellOffersApiResponse = /** status 200 OK */ UpsellOffersDto;
export type ListUpsellOffersApiArg = void;
export type AcceptUpsellOfferApiResponse = /** status 200 OK */ UpsellAcceptedDto;
export type AcceptUpsellOfferApiArg = {
  orderId: number;
};
export type DeclineUpsellOfferApiResponse = unknown;
export type DeclineUpsellOfferApiArg = {
  orderId: number;
};
export type BumpOfferDto = {
  /** Sent back in `bumps` of POST /api/create-payment-intent when ticked */
  id: number;
  /** The basket’s product it is offered with */
  productId: number;
  offeredProductId: number;
  /** The offered product’s title */
  title: string;
  headline: string;
  text: string;
  price: string;
  priceCents: number;
  /** The offered product’s own price */
  regularPrice: string;
  /** It is shipped (the checkout then asks where) */
  requiresShipping: boolean;
};
export type BumpOffersDto = {
  bumps: BumpOfferDto[];
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
export type UpsellOfferDto = {
  /** The paid order it follows: POST /api/upsell-offers/{orderId}/accept */
  orderId: number;
  offerId: number;
  productId: number;
  /** The offered product’s title */
  title: string;
  headline: string;
  text: string;
  price: string;
  priceCents: number;
  /** The offered product’s own price */
  regularPrice: string;
  /** Offered until then (30 minutes after the payment) */
  expiresAt: string;
};
export type UpsellOffersDto = {
  offers: UpsellOfferDto[];
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
export type UpsellAcceptedDto = {
  message: string;
  /** The upsell’s own order, paid */
  order: OrderDto;
};
