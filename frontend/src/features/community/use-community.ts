import { useCallback, useEffect, useState } from 'react';
import type { CommunityPost } from './lib/community-data';
import { loadCommunity, saveCommunity } from './lib/community-store';

let nextId = 0;
const newId = () => `post-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

export interface NewPost {
  content: string;
  tags: string[];
  anonymous: boolean;
}

// The community's posts and reflections, saved in this browser after every change.
export function useCommunity() {
  const [state, setState] = useState(loadCommunity);

  useEffect(() => saveCommunity(state), [state]);

  const share = useCallback(({ content, tags, anonymous }: NewPost) => {
    const text = content.trim();
    if (!text) return;
    const post: CommunityPost = {
      id: newId(),
      // the screen has no accounts: a named post is the visitor's own
      author: anonymous ? 'Anonymous' : 'You',
      content: text,
      timestamp: new Date().toISOString(),
      supportCount: 0,
      replies: 0,
      anonymous,
      tags,
    };
    setState((s) => ({ ...s, posts: [post, ...s.posts] }));
  }, []);

  const support = useCallback((id: string) => {
    setState((s) => ({
      ...s,
      posts: s.posts.map((p) => (p.id === id ? { ...p, supportCount: p.supportCount + 1 } : p)),
    }));
  }, []);

  const completeReflection = useCallback((id: string, response: string) => {
    const text = response.trim();
    if (!text) return;
    setState((s) => ({
      ...s,
      reflections: s.reflections.map((r) => (r.id === id ? { ...r, response: text, completed: true } : r)),
    }));
  }, []);

  return { ...state, share, support, completeReflection };
}
