// The API keys' readable messages.
export const ApiKeysErrors = {
  notFound: 'This API key does not exist.',
  nameTaken: (name: string) => `You already have an active key named "${name}".`,
} as const;
