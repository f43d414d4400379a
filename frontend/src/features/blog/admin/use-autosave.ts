import { useEffect, useRef, useState } from 'react';
import { errorMessage, serverMessage } from '../../../api/error-message';
import { CSRF_HEADER, csrfToken } from '../../../api/api-base-query';
import type { AutosavePostDto, BlogPostDto } from './api';
import { useAutosaveNewPostMutation, useAutosavePostMutation } from './api';
import { type AutosaveState, Autosaver, SaveRefused, type SaveTarget } from './autosaver';
import { dropLocalCopy, keepLocalCopy } from './post-local-copy';
import { hasPostContent } from '../../content';
import type { PostFormValues } from './use-save-post';

const payload = (values: PostFormValues, version: number | undefined): AutosavePostDto => ({ ...values, version });
const isEmpty = (values: PostFormValues) => !values.title.trim() && !hasPostContent(values.content);
// a save from an older version, refused (409)
export const isConflict = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && error.status === 409;

// The page is going: the unsaved changes sent with keepalive (the request outlives the page; a new
// post's becomes a draft). The local copy has them anyway.
function sendOnLeave({ id, version }: SaveTarget, values: PostFormValues): void {
  const token = csrfToken();
  void fetch(id === null ? '/api/admin/blog-posts/autosave' : `/api/admin/blog-posts/${id}/autosave`, {
    method: id === null ? 'POST' : 'PUT',
    headers: { 'Content-Type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify(payload(values, version)),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}

export interface Autosave {
  state: AutosaveState;
  // the post autosaved to (a new post's draft once the first autosave made it)
  postId: number | null;
  // waits for an autosave under way and holds the next: where a manual save goes
  settle: () => Promise<SaveTarget>;
  // the post changed elsewhere: autosave stops, the message shown
  refuse: (message: string) => void;
  // saves now what is not saved yet (before a restore, so the text typed is a revision too)
  flush: () => Promise<void>;
}

// Saves the editor's form by itself a few seconds after the last change, when the tab is hidden,
// and as the page goes; each change is kept in localStorage until a save has it.
export function useAutosave(post: BlogPostDto | null, values: PostFormValues): Autosave {
  const [createDraft] = useAutosaveNewPostMutation();
  const [autosavePost] = useAutosavePostMutation();
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const [postId, setPostId] = useState(post?.id ?? null);
  const saver = useRef<Autosaver<PostFormValues> | null>(null);
  saver.current ??= new Autosaver<PostFormValues>({
    target: { id: post?.id ?? null, version: post?.version },
    saved: values,
    isEmpty,
    onState: setState,
    send: async ({ id, version }, sent) => {
      try {
        const saved: BlogPostDto =
          id === null
            ? await createDraft({ autosavePostDto: payload(sent, undefined) }).unwrap()
            : await autosavePost({ id, autosavePostDto: payload(sent, version) }).unwrap();
        return saved;
      } catch (error) {
        const message = isConflict(error) ? serverMessage(error, '') : errorMessage(error);
        throw new SaveRefused(message, isConflict(error));
      }
    },
    onSaved: ({ id }, upToDate) => {
      setPostId(id);
      dropLocalCopy(null);
      if (upToDate) dropLocalCopy(id);
    },
  });

  useEffect(() => {
    const autosaver = saver.current!;
    autosaver.change(values);
    if (autosaver.dirty()) keepLocalCopy(autosaver.target.id, values);
  }, [values]);

  useEffect(() => {
    const autosaver = saver.current!;
    const hidden = () => {
      if (document.visibilityState === 'hidden') void autosaver.flush();
    };
    autosaver.resume();
    const leaving = () => {
      // a new post's first save under way: a second would make a second draft (the local copy has it)
      if (autosaver.busy() && autosaver.target.id === null) return;
      if (autosaver.dirty()) sendOnLeave(autosaver.target, autosaver.values());
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      autosaver.stop();
    };
  }, []);

  return {
    state,
    postId,
    settle: () => saver.current!.settle(),
    refuse: (message) => saver.current!.refuse(message),
    flush: () => saver.current!.flush(),
  };
}
