import { Icon } from '../../components/icon/Icon';
import { ChatBubble } from '../../components/icon/icons';
import { useState } from 'react';
import { deferredModule } from '../../lib/deferred-module';
import { untilHydrated, useHydrated } from '../../lib/use-hydrated';
import { useLauncherSteppedAside } from './launcher-aside';
import { useChat } from './use-chat';
import { type ChatWindowState, useChatFocus } from './use-chat-focus';
import './chat.css';

// The window (and its markdown) loads when the visitor reaches for the button: every page shows
// the button, few open it.
export const chatWindowModule = deferredModule(() => import('./components/ChatWindow'));
const preloadWindow = () => void chatWindowModule.preload();

// The floating assistant of every page (spec sections 2 and 4). Mounted once in the layout, so the
// conversation survives route changes.
export function ChatWidget() {
  const [state, setState] = useState<ChatWindowState>('closed');
  const [draft, setDraft] = useState('');
  const { messages, pending, greet, send, conversationId, unanswered, handedOver, handOver } = useChat();
  const loaded = chatWindowModule.use();
  const { launcherRef, inputRef, opened } = useChatFocus(state, loaded, pending);
  // on a server-rendered page the button works once React has hydrated it (lib/use-hydrated)
  const hydrated = useHydrated();
  const aside = useLauncherSteppedAside();

  const open = () => {
    preloadWindow();
    greet();
    opened();
    setState('open');
  };

  const submit = async () => {
    if (pending || !draft.trim()) return;
    const text = draft;
    setDraft('');
    await send(text);
  };

  if (state === 'closed' || !loaded) {
    // a window the visitor opened stays; the closed launcher yields to a picker on a phone
    if (aside) return null;
    return (
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-label="Open chat"
        {...untilHydrated(hydrated)}
        onClick={open}
        onPointerEnter={preloadWindow}
        onFocus={preloadWindow}
      >
        <Icon icon={ChatBubble} />
      </button>
    );
  }

  const { ChatWindow } = loaded;
  return (
    <ChatWindow
      minimised={state === 'minimised'}
      messages={messages}
      pending={pending}
      draft={draft}
      inputRef={inputRef}
      onDraftChange={setDraft}
      onSend={() => void submit()}
      handover={conversationId && !handedOver ? { conversationId, suggested: unanswered, onSent: handOver } : null}
      onMinimise={() => setState('minimised')}
      onRestore={() => setState('open')}
      onClose={() => setState('closed')}
    />
  );
}
