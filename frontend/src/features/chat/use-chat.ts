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
  // the conversation the server keeps (for "Talk to a person"), whether its last answer came from
  // the site's facts, and whether the owner has it already
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const [handedOver, setHandedOver] = useState(false);
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
          chatRequestDto: {
            message,
            conversationHistory: toHistory(history.current),
            ...(conversationId ? { conversationId } : {}),
          },
        }).unwrap();
        history.current = toHistory(answer.conversationHistory);
        reply = answer.message;
        setConversationId(answer.conversationId);
        setUnanswered(!answer.answered);
      } catch {
        // the question stays out of the history: the server never answered it
        reply = CONNECTION_TROUBLE;
      }
      setMessages((current) => [...current, chatMessage('assistant', reply)]);
      sending.current = false;
      setPending(false);
      return true;
    },
    [sendChatMessage, conversationId],
  );

  // the owner has the conversation: the server's word for it, as the assistant's
  const handOver = useCallback((message: string) => {
    setHandedOver(true);
    setMessages((current) => [...current, chatMessage('assistant', message)]);
  }, []);

  return { messages, pending, greet, send, conversationId, unanswered, handedOver, handOver };
}
