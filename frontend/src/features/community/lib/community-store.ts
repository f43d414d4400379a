import type { CommunityPost, Reflection } from './community-data';
import { seedPosts, seedReflections } from './community-data';

export interface CommunityState {
  posts: CommunityPost[];
  reflections: Reflection[];
}

export const STORAGE_KEY = 'community:v1';

function isPost(value: unknown): value is CommunityPost {
  const p = value as CommunityPost;
  return (
    !!p &&
    typeof p.id === 'string' &&
    typeof p.author === 'string' &&
    typeof p.content === 'string' &&
    typeof p.timestamp === 'string' &&
    typeof p.supportCount === 'number' &&
    typeof p.replies === 'number' &&
    typeof p.anonymous === 'boolean' &&
    Array.isArray(p.tags) &&
    p.tags.every((t) => typeof t === 'string')
  );
}

function isReflection(value: unknown): value is Reflection {
  const r = value as Reflection;
  return (
    !!r &&
    typeof r.id === 'string' &&
    typeof r.date === 'string' &&
    typeof r.prompt === 'string' &&
    typeof r.response === 'string' &&
    typeof r.completed === 'boolean'
  );
}

// What this browser saved, or the sample community on a first visit (or if the saved copy is
// unreadable: better a fresh start than a broken screen).
export function loadCommunity(storage: Storage | undefined = globalThis.localStorage): CommunityState {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<CommunityState> | null;
    if (
      saved &&
      Array.isArray(saved.posts) &&
      saved.posts.every(isPost) &&
      Array.isArray(saved.reflections) &&
      saved.reflections.every(isReflection)
    ) {
      return { posts: saved.posts, reflections: saved.reflections };
    }
  } catch {
    // unreadable or no storage: start over below
  }
  return { posts: seedPosts(), reflections: seedReflections() };
}

export function saveCommunity(state: CommunityState, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked (private mode): the screen keeps working for this visit
  }
}
