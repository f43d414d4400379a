import type { PostFormValues } from './use-save-post';

// The editor's copy of unsaved changes in this browser's localStorage, kept on every change until an
// autosave has them: a tab closed before the server had them loses nothing. One per post ("new"
// for a post not saved yet).
export interface LocalCopy {
  values: PostFormValues;
  // when it was written (ISO)
  at: string;
}

const key = (postId: number | null) => `coach.post-draft.${postId ?? 'new'}`;

export function keepLocalCopy(postId: number | null, values: PostFormValues, at = new Date()): void {
  try {
    localStorage.setItem(key(postId), JSON.stringify({ values, at: at.toISOString() } satisfies LocalCopy));
  } catch {
    // storage full or refused: the server's autosave still runs
  }
}

export function readLocalCopy(postId: number | null): LocalCopy | null {
  try {
    const text = localStorage.getItem(key(postId));
    const copy = text ? (JSON.parse(text) as LocalCopy) : null;
    return copy && typeof copy.at === 'string' && copy.values ? copy : null;
  } catch {
    return null;
  }
}

export function dropLocalCopy(postId: number | null): void {
  try {
    localStorage.removeItem(key(postId));
  } catch {
    // nothing to drop
  }
}

// The copy to offer when the editor opens: newer than the post's last save and not what it holds.
export function newerLocalCopy(
  postId: number | null,
  opened: PostFormValues,
  savedAt: string | undefined,
): LocalCopy | null {
  const copy = readLocalCopy(postId);
  if (!copy || JSON.stringify(copy.values) === JSON.stringify(opened)) return null;
  if (savedAt && Date.parse(copy.at) <= Date.parse(savedAt)) return null;
  return copy;
}
