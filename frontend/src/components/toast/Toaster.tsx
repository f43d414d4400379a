import { Icon } from '../icon/Icon';
import { CloseOutlined } from '../icon/icons';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_DURATION, useToast } from './toast-store';
import './toast.css';

// Mounted once at the root; anything may call toast() (see toast-store.ts).
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          className={`toast toast--${variant}`}
        >
          <div className="toast__body">
            {title && <ToastPrimitive.Title className="toast__title">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="toast__description">{description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Close">
            <Icon icon={CloseOutlined} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
