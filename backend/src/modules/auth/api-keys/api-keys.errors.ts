// The API keys' readable messages.
export const ApiKeysErrors = {
  notFound: 'This API key does not exist.',
  nameTaken: (name: string) => `An active key is already named "${name}".`,
} as const;
