// The editor's autosave, without React (use-autosave.ts wraps it): a save a few seconds after the
// last change, one at a time (a change during a save is saved after it), retried after a failure,
// stopped for good by a conflict (the post changed elsewhere: saving again would overwrite it).

export const AUTOSAVE_DELAY_MS = 3000;
export const AUTOSAVE_RETRY_MS = 10_000;

// the post an autosave writes: none yet (the first creates a draft), at the version it holds
export interface SaveTarget {
  id: number | null;
  version: number | undefined;
}

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

// What `send` throws when the server refuses: `conflict` for a save from an older version (409).
export class SaveRefused extends Error {
  constructor(
    message: string,
    readonly conflict: boolean,
  ) {
    super(message);
  }
}

export interface AutosaverOptions<V> {
  target: SaveTarget;
  // the values the form opened with (saved already)
  saved: V;
  send: (target: SaveTarget, values: V) => Promise<{ id: number; version: number }>;
  onState: (state: AutosaveState) => void;
  // after each save: the target it left and whether the form still holds what was saved
  onSaved?: (target: SaveTarget, upToDate: boolean) => void;
  // values not worth a draft (a new post nobody typed in yet)
  isEmpty?: (values: V) => boolean;
  delayMs?: number;
  retryMs?: number;
}

export class Autosaver<V> {
  target: SaveTarget;
  private latest: V;
  private savedKey: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private stopped = false;
  private conflicted = false;

  constructor(private readonly options: AutosaverOptions<V>) {
    this.target = options.target;
    this.latest = options.saved;
    this.savedKey = JSON.stringify(options.saved);
  }

  // the form's values now: saved after the delay unless they change again
  change(values: V): void {
    this.latest = values;
    if (!this.dirty()) return;
    this.schedule(this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  // changes not saved yet (and worth saving)
  dirty(): boolean {
    return JSON.stringify(this.latest) !== this.savedKey && !(this.options.isEmpty?.(this.latest) ?? false);
  }

  values(): V {
    return this.latest;
  }

  // Save now what is not saved (leaving the page, the tab hidden).
  flush(): Promise<void> {
    clearTimeout(this.timer);
    // run() waits for a save under way, then saves what is left
    return this.run();
  }

  // No autosave under way or waiting (a manual save is about to be sent): the target to save to.
  async settle(): Promise<SaveTarget> {
    clearTimeout(this.timer);
    await this.inFlight;
    clearTimeout(this.timer);
    return this.target;
  }

  // the post changed elsewhere: no more autosaves, the message shown
  refuse(message: string): void {
    this.conflicted = true;
    clearTimeout(this.timer);
    this.options.onState({ kind: 'conflict', message });
  }

  // a save under way (its answer not in yet)
  busy(): boolean {
    return this.inFlight !== null;
  }

  // the form gone (a remount after a manual save): nothing more is saved until it resumes
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  resume(): void {
    this.stopped = false;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.stopped || this.conflicted) return;
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async run(): Promise<void> {
    if (this.inFlight) {
      // saved after the save under way
      await this.inFlight;
      return this.run();
    }
    if (this.stopped || this.conflicted || !this.dirty()) return;
    const values = this.latest;
    const key = JSON.stringify(values);
    this.options.onState({ kind: 'saving' });
    this.inFlight = this.options
      .send(this.target, values)
      .then(
        ({ id, version }) => {
          this.target = { id, version };
          this.savedKey = key;
          this.options.onState({ kind: 'saved', at: new Date() });
          this.options.onSaved?.(this.target, !this.dirty());
          if (this.dirty()) this.schedule(this.options.delayMs ?? AUTOSAVE_DELAY_MS);
        },
        (error: unknown) => {
          if (error instanceof SaveRefused && error.conflict) return this.refuse(error.message);
          const message = error instanceof Error ? error.message : String(error);
          this.options.onState({ kind: 'failed', message });
          this.schedule(this.options.retryMs ?? AUTOSAVE_RETRY_MS);
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
  }
}
