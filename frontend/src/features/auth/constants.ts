// Spec sections 5 and 9: the password rule the server enforces too.
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_HINT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
