// Reading a file's first bytes, to tell its type from its content rather than its name.
export const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
export const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');
