import { formatCount } from '../../../lib/en-us';

// how many, in words: '1 student', '1,240 students'; null for none yet (a new product shows none)
export const countOf = (n: number | null, one: string, many: string) =>
  n ? `${formatCount(n)} ${n === 1 ? one : many}` : null;
