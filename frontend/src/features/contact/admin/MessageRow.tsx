import dayjs from 'dayjs';
import { subjectLabel } from '../lib/contact-form';
import type { ContactMessageDto } from './api';

export const messageDate = (at: string) => dayjs(at).format('MMM DD, YYYY [at] h:mm A');

// One line of the Messages list: the subject (bold with a dot while unread), the sender and the
// date; it opens the message.
export function MessageRow({ message: m, onOpen }: { message: ContactMessageDto; onOpen: () => void }) {
  const subject = subjectLabel(m.subject);
  return (
    <button
      type="button"
      className={`admin-message-row${m.read ? '' : ' admin-message-row--unread'}`}
      aria-label={`${m.read ? '' : 'Unread: '}${subject} from ${m.name}`}
      onClick={onOpen}
    >
      <span className="admin-message-row__dot" aria-hidden />
      <span className="admin-message-row__subject">{subject}</span>
      <span className="admin-message-row__sender">
        {m.name} · {m.email}
      </span>
      <time className="admin-message-row__date" dateTime={m.createdAt}>
        {messageDate(m.createdAt)}
      </time>
      <span className="admin-message-row__text">{m.message}</span>
    </button>
  );
}
