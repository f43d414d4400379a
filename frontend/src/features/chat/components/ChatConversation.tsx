import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../chat-messages';
import { ChatMarkdown } from './ChatMarkdown';

const timeOf = (date: Date) => date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

// The conversation, oldest first, with the typing indicator while a reply is awaited.
export function ChatConversation({ messages, pending }: { messages: readonly ChatMessage[]; pending: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);

  // the newest message (or the typing indicator) stays in view, from the window's (re)opening on
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending]);

  return (
    // the log around the list: a list with the role of log is no list, and its items orphans
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
  );
}
