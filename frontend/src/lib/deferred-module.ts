import { useSyncExternalStore } from 'react';

// A module the public pages load only when needed (the toasts, the HTML sanitiser), whose exports
// are at hand synchronously once loaded: a component reads it with use() and re-renders when it
// arrives. provide() sets it without loading (the server's rendering, the tests' setup).
export function deferredModule<Module>(load: () => Promise<Module>) {
  let value: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const provide = (module: Module) => {
    value = module;
    listeners.forEach((listener) => listener());
    return module;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    provide,
    preload: () => (loading ??= load().then(provide)),
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
