// DRAFT until the contract lands: the design's shapes and routes by hand; replaced by the admin
// generated client (api/generated-admin.ts) at the merge.
import { baseApi } from '../../../api/base-api';

export interface BookingAvailabilityDto {
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  slotStepMinutes: number;
  cancelCutoffMinutes: number;
  weekly: { weekday: number; start: string; end: string }[];
  overrides: { day: string; start: string | null; end: string | null }[];
}
export interface ConsultationSettingsDto {
  productId: number;
  title: string;
  priceCents: number;
  duration: string;
  durationMinutes: number;
  location: string;
  saved: boolean;
}
export interface AdminBookingDto {
  id: number;
  title: string;
  status: 'confirmed' | 'cancelled';
  startsAt: string;
  endsAt: string;
  customer: { id: number; name: string; email: string };
  customerTimeZone: string;
  orderId: number | null;
  priceCents: number;
  cancelledBy: 'customer' | 'owner' | 'refund' | null;
  cancelMessage: string | null;
}
export interface AdminBookingDaysDto {
  timeZone: string;
  days: { day: string; bookings: AdminBookingDto[] }[];
}

export const bookingsAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['BookingAvailability', 'Consultation', 'Booking'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getBookingAvailability: build.query<BookingAvailabilityDto, void>({
        query: () => ({ url: '/api/admin/bookings/availability' }),
        providesTags: ['BookingAvailability'],
      }),
      saveBookingAvailability: build.mutation<BookingAvailabilityDto, { body: BookingAvailabilityDto }>({
        query: ({ body }) => ({ url: '/api/admin/bookings/availability', method: 'PUT', body }),
        invalidatesTags: ['BookingAvailability'],
      }),
      listConsultationSettings: build.query<ConsultationSettingsDto[], void>({
        query: () => ({ url: '/api/admin/bookings/consultations' }),
        providesTags: ['Consultation'],
      }),
      saveConsultationSettings: build.mutation<
        ConsultationSettingsDto,
        { productId: number; body: { durationMinutes: number; location: string } }
      >({
        query: ({ productId, body }) => ({ url: `/api/admin/bookings/consultations/${productId}`, method: 'PUT', body }),
        invalidatesTags: ['Consultation'],
      }),
      listAdminBookings: build.query<AdminBookingDaysDto, { from: string; to: string }>({
        query: (params) => ({ url: '/api/admin/bookings', params }),
        providesTags: ['Booking'],
      }),
      moveBooking: build.mutation<AdminBookingDto, { id: number; body: { startsAt: string; message?: string } }>({
        query: ({ id, body }) => ({ url: `/api/admin/bookings/${id}/move`, method: 'POST', body }),
        invalidatesTags: ['Booking'],
      }),
      cancelBookingAsOwner: build.mutation<AdminBookingDto, { id: number; body: { message?: string } }>({
        query: ({ id, body }) => ({ url: `/api/admin/bookings/${id}/cancel`, method: 'POST', body }),
        invalidatesTags: ['Booking', 'Order'],
      }),
    }),
  });

export const {
  useGetBookingAvailabilityQuery,
  useSaveBookingAvailabilityMutation,
  useListConsultationSettingsQuery,
  useSaveConsultationSettingsMutation,
  useListAdminBookingsQuery,
  useMoveBookingMutation,
  useCancelBookingAsOwnerMutation,
} = bookingsAdminApi;

export type BookingAvailabilityBody = BookingAvailabilityDto;
export type AdminBookingDay = AdminBookingDaysDto['days'][number];
