// When a dripped lesson opens, in the visitor's own time zone: "Monday, December 1, 2026". Only an
// enrolled student's outline has such dates, and the server never renders one (it renders the
// anonymous answer), so the browser's zone cannot make hydration disagree with the server.
const OPENS_ON = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export const opensOn = (iso: string) => `Opens on ${OPENS_ON.format(new Date(iso))}`;
