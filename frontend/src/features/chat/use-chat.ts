import { useCallback, useRef, useState } from 'react';
import type { ChatTurnDto } from './api';
import { useSendChatMessageMutation } from './api';
import type { ChatMessage } from './chat-messages';
import { chatMessage, CONNECTION_TROUBLE, GREETING, toHistory } from './chat-messages';

// The conversation of the widget: the messages shown, the history the server returned last
// (sent back with the next question) and whether a reply is pending (spec sections 4 and 5).
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const history = useRef<ChatTurnDto[]>([]);
  // a second Enter in the same tick must not send twice
  const sending = useRef(false);
  const [sendChatMessage] = useSendChatMessageMutation();

  // the first opening seeds the greeting; it is not part of the server's conversation
  const greet = useCallback(() => {
    setMessages((current) => (current.length ? current : [chatMessage('assistant', GREETING)]));
  }, []);

  // Sends `text` unless it is blank or a reply is pending; resolves true when it was sent.
  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || sending.current) return false;
      sending.current = true;
      setPending(true);
      setMessages((current) => [...current, chatMessage('user', message)]);
      let reply: string;
      try {
        const answer = await sendChatMessage({
          chatRequestDto: { message, conversationHistory: toHistory(history.current) },
        }).unwrap();
        history.current = toHistory(answer.conversationHistory);
        reply = answer.message;
      } catch {
        // the question stays out of the history: the server never answered it
        reply = CONNECTION_TROUBLE;
      }
      setMessages((current) => [...current, chatMessage('assistant', reply)]);
      sending.current = false;
      setPending(false);
      return true;
    },
    [sendChatMessage],
  );

  return { messages, pending, greet, send };
}
