import { useEffect, useRef } from 'react';

export type ChatWindowState = 'closed' | 'open' | 'minimised';

// Where the keyboard goes as the chat opens, closes and answers: into the message field when the
// window opens (once its module is in), back to the launcher when it closes after an opening.
export function useChatFocus(state: ChatWindowState, loaded: unknown, pending: boolean) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasOpened = useRef(false);

  useEffect(() => {
    if (state === 'open') inputRef.current?.focus();
    // back to the button that opened the chat, once it has been opened
    else if (state === 'closed' && wasOpened.current) launcherRef.current?.focus();
  }, [state, loaded]);

  // a disabled field loses focus: give it back when the reply is in, unless the visitor moved on
  useEffect(() => {
    const active = document.activeElement;
    if (!pending && state === 'open' && (active === document.body || active === null)) {
      inputRef.current?.focus();
    }
  }, [pending, state]);

  const opened = () => {
    wasOpened.current = true;
  };
  return { launcherRef, inputRef, opened };
}
