import { useEffect, useRef, useState } from 'react';

// Tabs of this browser editing the same post tell each other (BroadcastChannel): "open" when one
// opens it (the others answer "here"), "saved" after each save, "closed" when it leaves. Other
// browsers are covered by the server: a save from an older version is refused (409).
const CHANNEL = 'coach-post-editor';

// this page's name among the tabs
const TAB = Math.random().toString(36).slice(2);

type PresenceMessage = { tab: string; postId: number; kind: 'open' | 'here' | 'saved' | 'closed' };

export interface EditorPresence {
  // another tab has this post open
  otherTab: boolean;
  // another tab saved it since this one opened
  savedElsewhere: boolean;
  // tell the other tabs of a save here
  announceSave: () => void;
}

export function useEditorPresence(postId: number | null): EditorPresence {
  const [others, setOthers] = useState<ReadonlySet<string>>(new Set());
  const [savedElsewhere, setSavedElsewhere] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (postId === null || typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(CHANNEL);
    const say = (kind: PresenceMessage['kind']) =>
      opened.postMessage({ tab: TAB, postId, kind } satisfies PresenceMessage);
    const change = (from: string, present: boolean) =>
      setOthers((current) => {
        if (current.has(from) === present) return current;
        const next = new Set(current);
        if (present) next.add(from);
        else next.delete(from);
        return next;
      });
    opened.onmessage = ({ data }: MessageEvent<PresenceMessage>) => {
      if (data.postId !== postId || data.tab === TAB) return;
      if (data.kind === 'open') say('here');
      if (data.kind === 'saved') setSavedElsewhere(true);
      change(data.tab, data.kind !== 'closed');
    };
    const leave = () => say('closed');
    window.addEventListener('pagehide', leave);
    say('open');
    channel.current = opened;
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
      opened.close();
      channel.current = null;
      setOthers(new Set());
    };
  }, [postId]);

  return {
    otherTab: others.size > 0,
    savedElsewhere,
    announceSave: () => channel.current?.postMessage({ tab: TAB, postId, kind: 'saved' }),
  };
}
