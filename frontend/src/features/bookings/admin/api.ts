import type {
  BookingAvailabilityDto,
  ConsultationSettingsDto,
  SaveConsultationSettingsDto,
} from '../../../api/generated-admin';
import { adminContractApi } from '../../../api/generated-admin-extras';

export type { BookingAvailabilityDto, ConsultationSettingsDto, SaveConsultationSettingsDto };

// DRAFT until H2's contract lands: the admin bookings' shapes and routes by hand (the design's).
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

// The Bookings tab's endpoints (the admin client's, apart from the customer's api.ts so the public
// pages never carry them). A change of the availability or of a consultation changes the free
// times customers see ('BookingSlots'); a moved or cancelled booking changes them too, and the
// customer's sessions ('Booking'), and a refunded one its order.
export const bookingsAdminApi = adminContractApi
  .enhanceEndpoints({
    addTagTypes: ['BookingAvailability', 'Consultation', 'Booking', 'BookingSlots'],
    endpoints: {
      getBookingAvailability: { providesTags: ['BookingAvailability'] },
      saveBookingAvailability: { invalidatesTags: ['BookingAvailability', 'BookingSlots'] },
      listConsultationSettings: { providesTags: ['Consultation'] },
      saveConsultationSettings: { invalidatesTags: ['Consultation', 'BookingSlots'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminBookings: build.query<AdminBookingDaysDto, { from: string; to: string }>({
        query: (params) => ({ url: '/api/admin/bookings', params }),
        providesTags: ['Booking'],
      }),
      moveBooking: build.mutation<AdminBookingDto, { id: number; body: { startsAt: string; message?: string } }>({
        query: ({ id, body }) => ({ url: `/api/admin/bookings/${id}/move`, method: 'POST', body }),
        invalidatesTags: ['Booking', 'BookingSlots'],
      }),
      cancelBookingAsOwner: build.mutation<AdminBookingDto, { id: number; body: { message?: string } }>({
        query: ({ id, body }) => ({ url: `/api/admin/bookings/${id}/cancel`, method: 'POST', body }),
        invalidatesTags: ['Booking', 'BookingSlots', 'Order'],
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

export type AdminBookingDay = AdminBookingDaysDto['days'][number];
