export const BackupsErrors = {
  running: 'A backup is being made right now. Wait for it to finish, then try again.',
  archiveNotFound: 'This backup archive does not exist (any more).',
} as const;
