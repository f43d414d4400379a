import { formatLocalDateTime } from '../../../lib/en-us';
import { subjectLabel } from '../lib/contact-form';
import type { ContactMessageDto } from './api';

// One line of the Messages list: the subject (bold with a dot while unread), the sender and the
// date. The subject is the button that opens the message; it stretches over the whole line, so a
// click anywhere on it opens it, while its name is its visible text (read as "Unread: Subject
// from Name").
export function MessageRow({ message: m, onOpen }: { message: ContactMessageDto; onOpen: () => void }) {
  const subject = subjectLabel(m.subject);
  return (
    <div className={`admin-message-row${m.read ? '' : ' admin-message-row--unread'}`}>
      <span className="admin-message-row__dot" aria-hidden />
      <button type="button" className="admin-message-row__subject" onClick={onOpen}>
        {m.read ? null : <span className="sr-only">Unread:</span>} {subject}{' '}
        <span className="sr-only">from {m.name}</span>
      </button>
      <span className="admin-message-row__sender">
        {m.name} · {m.email}
      </span>
      <time className="admin-message-row__date" dateTime={m.createdAt}>
        {formatLocalDateTime(m.createdAt)}
      </time>
      <span className="admin-message-row__text">{m.message}</span>
    </div>
  );
}
