import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

// Spec section 9: one toast at a time, shown 5 s; a dismissed toast stays in the store (closed)
// for TOAST_REMOVE_DELAY, as in shadcn's use-toast, so its exit animation is never cut short.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  setToasts(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

export function toast(options: ToastOptions) {
  const id = String(++nextId);
  const kept = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  // replaced toasts leave at once; their pending removal has nothing left to do
  for (const t of toasts) {
    if (!kept.includes(t)) {
      clearTimeout(removeTimers.get(t.id));
      removeTimers.delete(t.id);
    }
  }
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
