// What other features use of bookings: the checkout's step for a consultation's time (and the held
// time above the payment), and the account's Upcoming sessions tab. Its admin screens are
// admin/index.ts.
export { ChooseSessionTime } from './components/ChooseSessionTime';
export { HeldSessionTime, sessionBooked } from './components/HeldSessionTime';
export { useCheckoutSessions } from './lib/use-checkout-sessions';
export { UpcomingSessionsTab } from './components/UpcomingSessionsTab';
