// the class of a page's part for members: the members-only box, or a members-only post's content (the
// page's JSON-LD names it, backend pages' MEMBERS_ONLY_SELECTOR)
export const membersOnlyClass = (audience: string) => (audience === 'everyone' ? '' : ' members-only');
