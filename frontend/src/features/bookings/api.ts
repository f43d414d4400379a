import { contractApi } from '../../api/generated-extras';

// Tags for the customer's booking endpoints (generated.ts is never edited by hand). The free times
// change whenever a time is held, booked, moved or cancelled, and a refused choice (taken meanwhile)
// reads them again too: RTK Query invalidates on a failed mutation as on a successful one. The
// account's sessions depend on who is signed in, and on every change the customer makes.
export const bookingsApi = contractApi.enhanceEndpoints({
  addTagTypes: ['BookingSlots', 'Booking', 'Order'],
  endpoints: {
    listBookingSlots: { providesTags: ['BookingSlots'] },
    listMyBookings: { providesTags: ['Booking', 'User'] },
    getMyBooking: { providesTags: ['Booking', 'User'] },
    bookSession: { invalidatesTags: ['BookingSlots', 'Booking'] },
    rescheduleBooking: { invalidatesTags: ['BookingSlots', 'Booking'] },
    // a refunded cancel changes the order too
    cancelBooking: { invalidatesTags: ['BookingSlots', 'Booking', 'Order'] },
  },
});

export const {
  useListBookingSlotsQuery,
  useGetBookingOfferQuery,
  useGetIntroCallQuery,
  useBookSessionMutation,
  useListMyBookingsQuery,
  useGetMyBookingQuery,
  useRescheduleBookingMutation,
  useCancelBookingMutation,
} = bookingsApi;

export type { BookingDto, BookingOfferDto } from '../../api/generated';
