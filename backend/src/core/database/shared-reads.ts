interface InFlight<T> {
  running: Promise<T>;
  // the read that starts when `running` ends, shared by everyone who asked meanwhile
  next?: Promise<T>;
}

// Identical reads that arrive while one is running wait for the next one and share it, so a burst
// of readers asking for the same page (a newsletter going out) costs a query or two, not one each,
// and takes one pooled connection at a time. Every caller gets rows read after it asked: the read
// in flight when it arrived may have started before a change it must see, so it never joins that
// one. Nothing is kept once no read is in flight. Results are shared: callers must not change them.
export class SharedReads<T> {
  private readonly reads = new Map<string, InFlight<T>>();

  read(key: string, load: () => Promise<T>): Promise<T> {
    const inFlight = this.reads.get(key);
    if (!inFlight) return this.start(key, load);
    const settled = () => undefined;
    inFlight.next ??= inFlight.running.then(settled, settled).then(() => this.start(key, load));
    return inFlight.next;
  }

  // reads in flight (for tests)
  get size(): number {
    return this.reads.size;
  }

  private start(key: string, load: () => Promise<T>): Promise<T> {
    const running = load().finally(() => {
      if (this.reads.get(key)?.running === running) this.reads.delete(key);
    });
    this.reads.set(key, { running });
    return running;
  }
}
