// A word diff of two texts (a revision against the editor's text): the words both keep, and those
// only one has, in reading order. The longest common subsequence of the words between the common
// start and end (a post's few thousand words: a few million cells at most).

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);

  // lcs[i][j]: the longest common subsequence of midA from i and midB from j
  const width = midB.length + 1;
  const lcs = new Uint32Array((midA.length + 1) * width);
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        midA[i] === midB[j]
          ? lcs[(i + 1) * width + j + 1] + 1
          : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], word: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += ` ${word}`;
    else parts.push({ kind, text: word });
  };
  a.slice(0, start).forEach((w) => push('same', w));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      push('same', midA[i++]);
      j++;
    } else if (j < midB.length && (i === midA.length || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j])) {
      push('added', midB[j++]);
    } else {
      push('removed', midA[i++]);
    }
  }
  a.slice(a.length - end).forEach((w) => push('same', w));
  return parts;
}
