export { Toaster } from './Toaster';
export { dismissToast, toast, useToast } from './toast-store';
export type { ToastOptions, ToastVariant } from './toast-store';
