import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookingSlots: build.query<ListBookingSlotsApiResponse, ListBookingSlotsApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings/slots`,
        params: {
          productId: queryArg.productId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getBookingOffer: build.query<GetBookingOfferApiResponse, GetBookingOfferApiArg>({
      query: (queryArg) => ({ url: `/api/bookings/consultations/${queryArg.productId}` }),
    }),
    getIntroCall: build.query<GetIntroCallApiResponse, GetIntroCallApiArg>({
      query: () => ({ url: `/api/bookings/intro-call` }),
    }),
    bookSession: build.mutation<BookSessionApiResponse, BookSessionApiArg>({
      query: (queryArg) => ({ url: `/api/bookings`, method: 'POST', body: queryArg.bookSessionDto }),
    }),
    listMyBookings: build.query<ListMyBookingsApiResponse, ListMyBookingsApiArg>({
      query: () => ({ url: `/api/bookings/mine` }),
    }),
    getMyBooking: build.query<GetMyBookingApiResponse, GetMyBookingApiArg>({
      query: (queryArg) => ({ url: `/api/bookings/${queryArg.id}` }),
    }),
    rescheduleBooking: build.mutation<RescheduleBookingApiResponse, RescheduleBookingApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings/${queryArg.id}/reschedule`,
        method: 'POST',
        body: queryArg.rescheduleBookingDto,
      }),
    }),
    cancelBooking: build.mutation<CancelBookingApiResponse, CancelBookingApiArg>({
      query: (queryArg) => ({ url: `/api/bookings/${queryArg.id}/cancel`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedBookingsApi };
export type ListBookingSlotsApiResponse = /** status 200 OK */ BookingSlotsDto;
export type ListBookingSlotsApiArg = {
  /** The consultation product */
  productId: number;
  /** From (included) */
  from: string;
  /** Up to (excluded); at most 31 days after from */
  to: string;
};
export type GetBookingOfferApiResponse = /** status 200 OK */ BookingOfferDto;
export type GetBookingOfferApiArg = {
  productId: number;
};
export type GetIntroCallApiResponse = /** status 200 OK */ BookingOfferDto;
export type GetIntroCallApiArg = void;
export type BookSessionApiResponse = /** status 201 Created */ BookingDto;
export type BookSessionApiArg = {
  bookSessionDto: BookSessionDto;
};
export type ListMyBookingsApiResponse = /** status 200 OK */ BookingDto[];
export type ListMyBookingsApiArg = void;
export type GetMyBookingApiResponse = /** status 200 OK */ BookingDto;
export type GetMyBookingApiArg = {
  id: number;
};
export type RescheduleBookingApiResponse = /** status 200 OK */ BookingDto;
export type RescheduleBookingApiArg = {
  id: number;
  rescheduleBookingDto: RescheduleBookingDto;
};
export type CancelBookingApiResponse = /** status 200 OK */ BookingDto;
export type CancelBookingApiArg = {
  id: number;
};
export type BookingSlotDto = {
  startsAt: string;
  endsAt: string;
};
export type BookingSlotsDto = {
  productId: number;
  durationMinutes: number;
  /** Earliest first */
  slots: BookingSlotDto[];
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
export type BookingOfferDto = {
  productId: number;
  title: string;
  priceCents: number;
  durationMinutes: number;
  /** The owner's time zone (the hours are set in it) */
  ownerTimeZone: string;
  /** Until how long before the session it can be moved, or cancelled with a full refund */
  cancelCutoffMinutes: number;
  /** true: no payment (an introductory call); booking confirms it at once */
  free: boolean;
};
export type BookingDto = {
  id: number;
  /** null once the product is deleted */
  productId: number | null;
  title: string;
  /** held: kept while its checkout is paid; confirmed: booked; cancelled; released: a hold given up */
  status: 'held' | 'confirmed' | 'cancelled' | 'released';
  startsAt: string;
  endsAt: string;
  /** The zone the customer chose the time in */
  customerTimeZone: string;
  /** The meeting link or place; null unless confirmed */
  location: string | null;
  /** A hold not yet in a checkout is released then; null otherwise */
  holdExpiresAt: string | null;
  /** The order that pays for it; null for a free session */
  orderId: number | null;
  /** What it costs (paid), in cents */
  priceCents: number;
  /** Before this instant it can be moved, and a cancel is refunded in full */
  cutoffAt: string;
  /** Confirmed and before the cut-off */
  canReschedule: boolean;
  /** Cancelling it now gives the money back in full (confirmed, paid, before the cut-off) */
  refundOnCancel: boolean;
  /** Its payment is refunded, or the refund is under way (after a cancel before the cut-off) */
  refunded: boolean;
  cancelledBy: ('customer' | 'owner' | 'refund') | null;
  /** The owner's words when they cancelled it */
  cancelMessage: string | null;
};
export type BookSessionDto = {
  /** The consultation product */
  productId: number;
  /** One of the slots offered (listBookingSlots) */
  startsAt: string;
  /** The customer's time zone (IANA): their mails show it */
  timeZone: string;
};
export type RescheduleBookingDto = {
  /** One of the slots offered (listBookingSlots) */
  startsAt: string;
  /** The customer's time zone, when it changed */
  timeZone?: string;
};
