// Marks the promise fulfilled once it is, the way React reads a promise it has seen (`status`,
// `value`): `use` then answers at once, without suspending, even where this promise is new to it;
// and what it brought can be read without waiting (loadedScreens).
export function readable<T>(promise: Promise<T>): Promise<T> & { value?: T } {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => {}, // the rejection is `use`'s, which throws it to the error boundary
  );
  return promise;
}
