import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { useHandOverChatMutation } from '../handover-api';

export const TALK_TO_A_PERSON = 'Talk to a person';
export const HANDOVER_FAILED = 'The conversation could not be sent. Please try again, or use the contact form.';

interface ChatHandoverProps {
  conversationId: string;
  // the answer that said "I don't know that": the way to the owner opens by itself
  suggested: boolean;
  // the server's word once the owner has the conversation
  onSent: (message: string) => void;
}

// "Talk to a person": the visitor's address (and name) and the conversation goes to the owner as a
// contact message. A link under the conversation until pressed; then a small form.
export function ChatHandover({ conversationId, suggested, onSent }: ChatHandoverProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [handOver, { isLoading }] = useHandOverChatMutation();

  if (!open) {
    return (
      <div className={`chat-handover${suggested ? ' chat-handover--suggested' : ''}`}>
        <button type="button" className="chat-handover__link" onClick={() => setOpen(true)}>
          {TALK_TO_A_PERSON}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || isLoading) return;
    setRefusal(null);
    try {
      const chatHandoverDto = { conversationId, email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) };
      const answer = await handOver({ chatHandoverDto }).unwrap();
      onSent(answer.message);
    } catch (error) {
      setRefusal(serverMessage(error, HANDOVER_FAILED));
    }
  };

  return (
    <form className="chat-handover chat-handover--open" aria-label={TALK_TO_A_PERSON} onSubmit={(e) => void submit(e)}>
      <p className="chat-handover__intro">The owner gets this conversation and replies by e-mail.</p>
      <input
        className="chat-handover__input"
        type="email"
        required
        autoComplete="email"
        aria-label="Your email address"
        placeholder="Your email address"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input
        className="chat-handover__input"
        type="text"
        autoComplete="name"
        aria-label="Your name (optional)"
        placeholder="Your name (optional)"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {refusal && (
        <p className="chat-handover__error" role="alert">
          {refusal}
        </p>
      )}
      <div className="chat-handover__actions">
        <button type="button" className="chat-handover__link" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button type="submit" className="chat-handover__send" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send to the owner'}
        </button>
      </div>
    </form>
  );
}
