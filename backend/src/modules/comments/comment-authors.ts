import type { UserEntity } from '../auth';

type Named = Pick<UserEntity, 'firstName' | 'lastName'>;

// "Ada L.": how a commenter is shown under a post
export const shortName = (user: Named | undefined): string | null =>
  user ? [user.firstName, user.lastName ? `${user.lastName[0]}.` : ''].filter(Boolean).join(' ') : null;

// "Ada Lovelace": how the owner sees them
export const fullName = (user: Named | undefined): string =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : 'Deleted account';
