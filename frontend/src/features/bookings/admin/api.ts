import type {
  AdminBookingDto,
  AdminBookingsDto,
  BookingAvailabilityDto,
  ConsultationSettingsDto,
} from '../../../api/generated-admin';
import { adminContractApi } from '../../../api/generated-admin-extras';

export type { AdminBookingDto, AdminBookingsDto, BookingAvailabilityDto, ConsultationSettingsDto };

// The Bookings tab's endpoints (the admin client's, apart from the customer's api.ts so the public
// pages never carry them). A change of the availability or of a consultation changes the free
// times customers see ('BookingSlots'); a moved or cancelled booking changes them too, and the
// customer's sessions ('Booking'), and a refunded one its order.
export const bookingsAdminApi = adminContractApi.enhanceEndpoints({
  addTagTypes: ['BookingAvailability', 'Consultation', 'Booking', 'BookingSlots'],
  endpoints: {
    getBookingAvailability: { providesTags: ['BookingAvailability'] },
    saveBookingAvailability: { invalidatesTags: ['BookingAvailability', 'BookingSlots'] },
    listConsultationSettings: { providesTags: ['Consultation'] },
    saveConsultationSettings: { invalidatesTags: ['Consultation', 'BookingSlots'] },
    listAdminBookings: { providesTags: ['Booking'] },
    moveBooking: { invalidatesTags: ['Booking', 'BookingSlots'] },
    cancelBookingAsOwner: { invalidatesTags: ['Booking', 'BookingSlots', 'Order'] },
  },
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
