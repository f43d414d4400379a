// What other modules may use of bookings; everything else is private to it.
export { BookingsModule } from './bookings.module';
