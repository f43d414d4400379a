// The addresses of the customer's sessions (the booking mails link to them too).
export const SESSIONS_TAB_PATH = '/account?tab=sessions';
export const sessionPath = (id: number) => `/account/sessions/${id}`;
export const SCHEDULE_CALL_PATH = '/schedule-call';
