// LIKE / ILIKE patterns whose text is taken literally: its wildcards (% and _) and the escape
// character escaped.
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// any text that contains `text`
export const containing = (text: string): string => `%${literal(text)}%`;

// any text that starts with `text`
export const startingWith = (text: string): string => `${literal(text)}%`;
