import type { KeyboardEvent, RefObject } from 'react';
import { Icon } from '../../../components/icon/Icon';
import { SendOutlined } from '../../../components/icon/icons';

interface ChatInputProps {
  draft: string;
  pending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
}

// The message being written and its Send button; both wait while a reply is awaited.
export function ChatInput({ draft, pending, inputRef, onDraftChange, onSend }: ChatInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is neither
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };

  return (
    <form
      className="chat-window__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <textarea
        ref={inputRef}
        className="chat-window__input"
        aria-label="Message"
        placeholder="Type your message…"
        rows={Math.min(4, draft.split('\n').length)}
        maxLength={2000}
        value={draft}
        disabled={pending}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="chat-window__send" aria-label="Send message" disabled={pending || !draft.trim()}>
        <Icon icon={SendOutlined} />
      </button>
    </form>
  );
}
