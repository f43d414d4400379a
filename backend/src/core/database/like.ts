// A LIKE / ILIKE pattern matching any text that contains `text`, its wildcards (% and _) and the
// escape character taken literally.
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
