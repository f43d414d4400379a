import type { RefObject } from 'react';
import { Icon } from '../../../components/icon/Icon';
import { CloseOutlined, ExpandAltOutlined, MinusOutlined, RobotOutlined } from '../../../components/icon/icons';

interface ChatHeaderProps {
  minimised: boolean;
  pending: boolean;
  restoreRef: RefObject<HTMLButtonElement | null>;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}

// The chat window's header: who answers (typing, or how soon), Minimize or Restore, and Close.
export function ChatHeader({ minimised, pending, restoreRef, onMinimise, onRestore, onClose }: ChatHeaderProps) {
  return (
    // a div: a header here would be the page's second banner
    <div className="chat-window__header">
      <span className="chat-window__avatar" aria-hidden="true">
        <Icon icon={RobotOutlined} />
      </span>
      <div className="chat-window__title">
        <strong>Assistant</strong>
        <span>{pending ? 'Typing…' : 'Usually replies in seconds'}</span>
      </div>
      {minimised ? (
        <button ref={restoreRef} type="button" className="chat-window__action" aria-label="Restore" onClick={onRestore}>
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
  );
}
