export { LazyToaster, toasterModule } from './LazyToaster';
export { dismissToast, toast, useToast } from './toast-store';
export type { ToastOptions, ToastVariant } from './toast-store';
