import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../chat-messages';
import { ChatConversation } from './ChatConversation';
import { ChatHandover } from './ChatHandover';
import { ChatHeader } from './ChatHeader';
import { ChatInput } from './ChatInput';

interface ChatWindowProps {
  minimised: boolean;
  messages: readonly ChatMessage[];
  pending: boolean;
  draft: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  // "Talk to a person": offered once there is a conversation the owner does not have yet
  handover: { conversationId: string; suggested: boolean; onSent: (message: string) => void } | null;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}

// The open chat: a header with Minimize/Restore and Close, the conversation, the way to the owner
// and the input.
// Minimised, only the header shows. Escape closes it.
export function ChatWindow({
  minimised,
  messages,
  pending,
  draft,
  inputRef,
  onDraftChange,
  onSend,
  handover,
  ...actions
}: ChatWindowProps) {
  const restoreRef = useRef<HTMLButtonElement>(null);

  // the Minimize button goes away with the body: keep the keyboard on the window
  useEffect(() => {
    if (minimised) restoreRef.current?.focus();
  }, [minimised]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      actions.onClose();
    }
  };

  return (
    <section
      className={`chat-window${minimised ? ' chat-window--minimised' : ''}`}
      role="dialog"
      aria-label="Chat with the assistant"
      onKeyDown={onKeyDown}
    >
      <ChatHeader minimised={minimised} pending={pending} restoreRef={restoreRef} {...actions} />
      {!minimised && (
        <>
          <ChatConversation messages={messages} pending={pending} />
          {handover && <ChatHandover key={handover.conversationId} {...handover} />}
          <ChatInput
            draft={draft}
            pending={pending}
            inputRef={inputRef}
            onDraftChange={onDraftChange}
            onSend={onSend}
          />
        </>
      )}
    </section>
  );
}
