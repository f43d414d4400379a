import { generatedBookingsApi } from '../../api/generated-bookings';

// Tags for the customer's booking endpoints, bookings' own client (generated-bookings.ts, never
// edited by hand: out of the public pages' JavaScript, loaded with the screens that book). The
// free times change whenever a time is held, booked, moved or cancelled, and a refused choice
// (taken meanwhile) reads them again too: RTK Query invalidates on a failed mutation as on a
// successful one. The account's sessions depend on who is signed in, and on every change the
// customer makes.
export const bookingsApi = generatedBookingsApi.enhanceEndpoints({
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

export type { BookingDto, BookingOfferDto, BookingSlotDto } from '../../api/generated-bookings';
