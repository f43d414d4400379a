import { Icon } from '../../../components/icon/Icon';
import {
  CloseOutlined,
  ExpandAltOutlined,
  MinusOutlined,
  RobotOutlined,
  SendOutlined,
} from '../../../components/icon/icons';
import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../chat-messages';
import { ChatMarkdown } from './ChatMarkdown';

interface ChatWindowProps {
  minimised: boolean;
  messages: readonly ChatMessage[];
  pending: boolean;
  draft: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}

const timeOf = (date: Date) => date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

// The open chat: a header with Minimize/Restore and Close, the conversation and the input.
// Minimised, only the header shows.
export function ChatWindow({
  minimised,
  messages,
  pending,
  draft,
  inputRef,
  onDraftChange,
  onSend,
  onMinimise,
  onRestore,
  onClose,
}: ChatWindowProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);

  // the Minimize button goes away with the body: keep the keyboard on the window
  useEffect(() => {
    if (minimised) restoreRef.current?.focus();
  }, [minimised]);

  // the newest message (or the typing indicator) stays in view
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending, minimised]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is neither
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };

  const onKeyDownInWindow = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      className={`chat-window${minimised ? ' chat-window--minimised' : ''}`}
      role="dialog"
      aria-label="Chat with the assistant"
      onKeyDown={onKeyDownInWindow}
    >
      {/* a div: a header here would be the page's second banner */}
      <div className="chat-window__header">
        <span className="chat-window__avatar" aria-hidden="true">
          <Icon icon={RobotOutlined} />
        </span>
        <div className="chat-window__title">
          <strong>Assistant</strong>
          <span>{pending ? 'Typing…' : 'Usually replies in seconds'}</span>
        </div>
        {minimised ? (
          <button
            ref={restoreRef}
            type="button"
            className="chat-window__action"
            aria-label="Restore"
            onClick={onRestore}
          >
            <Icon icon={ExpandAltOutlined} />
          </button>
        ) : (
          <button type="button" className="chat-window__action" aria-label="Minimize" onClick={onMinimise}>
            <Icon icon={MinusOutlined} />
          </button>
        )}
        <button type="button" className="chat-window__action" aria-label="Close" onClick={onClose}>
          <Icon icon={CloseOutlined} />
        </button>
      </div>

      {!minimised && (
        <>
          {/* the log around the list: a list with the role of log is no list, and its items orphans */}
          <div ref={listRef} className="chat-window__messages" role="log" aria-label="Conversation">
            <ol className="chat-window__list">
              {messages.map((message) => (
                <li key={message.id} className={`chat-message chat-message--${message.role}`}>
                  <div className="chat-message__bubble">
                    <span className="sr-only">{message.role === 'user' ? 'You:' : 'Assistant:'} </span>
                    {message.role === 'assistant' ? <ChatMarkdown text={message.content} /> : message.content}
                  </div>
                  <time className="chat-message__time" dateTime={message.timestamp.toISOString()}>
                    {timeOf(message.timestamp)}
                  </time>
                </li>
              ))}
              {pending && (
                <li className="chat-message chat-message--assistant">
                  <div className="chat-message__bubble chat-typing" role="status">
                    <span className="sr-only">Assistant is typing</span>
                    <span className="chat-typing__dot" aria-hidden="true" />
                    <span className="chat-typing__dot" aria-hidden="true" />
                    <span className="chat-typing__dot" aria-hidden="true" />
                  </div>
                </li>
              )}
            </ol>
          </div>

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
            <button
              type="submit"
              className="chat-window__send"
              aria-label="Send message"
              disabled={pending || !draft.trim()}
            >
              <Icon icon={SendOutlined} />
            </button>
          </form>
        </>
      )}
    </section>
  );
}
