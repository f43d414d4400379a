// The memberships' addresses the public pages need (the type's buy button and its owner's place):
// they come with the app's entry, so only these are here.

// a tier's join page
export const joinPath = (slug: string) => `/join/${encodeURIComponent(slug)}`;

// the account's Membership tab, where a member manages theirs (the mails link there too)
export const MEMBERSHIP_TAB_PATH = '/account?tab=membership';
