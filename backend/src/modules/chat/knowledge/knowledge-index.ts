import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dedicatedConnection } from '../../../core/database/data-source-options';
import { AdvisoryLock } from '../../../core/database/advisory-lock';
import { PgListener } from '../../../core/database/pg-listener';
import { DATA_CHANGED_CHANNEL } from '../../../core/http/read-cache';
import { KnowledgeRegistry } from '../../../core/knowledge/knowledge-registry';
import { withImpliedWords } from './implied-words';
import { PassagesRepository } from './passages.repository';

// changes heard within this long of each other are read once
const SETTLE_MS = 200;

// The assistant's index: every registered source's passages in assistant_passages. A source is read
// again when a table it names changes (the data_changed triggers tell every replica of every write,
// whoever made it), all of them at start and whenever the listener (re)connects (what changed
// while it was away went unheard), and at once when chat changes its own (the FAQ). Each reading
// replaces the source's rows under a lock of the source, so two replicas' readings follow each other
// and the later one reads the later data.
@Injectable()
export class KnowledgeIndex implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('KnowledgeIndex');
  private readonly listener: PgListener;
  // a source's reading, one replica at a time: held on a connection of its own, so the reading
  // (through the pool) and its writing (a pooled transaction) need no second pooled connection
  private readonly sourceLock: AdvisoryLock;
  // the readings, one after the other in this process, and the last one asked of each source
  private queue: Promise<void> = Promise.resolve();
  private readonly running = new Map<string, Promise<void>>();
  private readonly waiting = new Map<string, Promise<void>>();
  private readonly due = new Set<string>();
  // caughtUp()'s own notifications, waited for
  private readonly markers = new Map<string, () => void>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly registry: KnowledgeRegistry,
    private readonly passages: PassagesRepository,
    private readonly db: DataSource,
  ) {
    this.sourceLock = new AdvisoryLock(dedicatedConnection(db), 'knowledge index lock');
    this.listener = new PgListener(dedicatedConnection(db), DATA_CHANGED_CHANNEL, {
      onNotify: (table) => this.heard(table),
      onListening: () => this.schedule(this.registry.all().map((s) => s.name)),
      onLost: () => undefined,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener.stop();
    clearTimeout(this.timer);
    this.due.clear();
    await Promise.allSettled([...this.running.values()]);
    await this.sourceLock.close();
  }

  // Reads the source again and replaces its passages; resolves once they are in the index (what
  // was written before the call included). One reading at a time in this process: each holds a connection for its transaction while the
  // source reads through others, so readings side by side could take the whole pool.
  refresh(name: string): Promise<void> {
    // a reading of it that has not started yet will read what this one would
    const waiting = this.waiting.get(name);
    if (waiting) return waiting;
    const next = this.queue.then(() => {
      this.waiting.delete(name);
      return this.read(name);
    });
    this.waiting.set(name, next);
    this.queue = next;
    this.running.set(name, next);
    void next.finally(() => {
      if (this.running.get(name) === next) this.running.delete(name);
    });
    return next;
  }

  async refreshAll(): Promise<void> {
    await Promise.all(this.registry.all().map((source) => this.refresh(source.name)));
  }

  // resolves once no reading is due or under way (tests wait on it for an edit to be indexed)
  async settled(): Promise<void> {
    while (this.due.size || this.running.size) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      await Promise.allSettled([...this.running.values()]);
    }
  }

  // Resolves once every write committed before the call is in the index: a notification of its
  // own, sent now, arrives after theirs (PostgreSQL delivers them in commit order), and then the
  // readings they asked for are waited for.
  async caughtUp(): Promise<void> {
    const marker = `knowledge-index:${randomUUID()}`;
    const heard = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    await this.db.query('SELECT pg_notify($1, $2)', [DATA_CHANGED_CHANNEL, marker]);
    await heard;
    await this.settled();
  }

  private heard(table: string): void {
    const marker = this.markers.get(table);
    if (marker) {
      this.markers.delete(table);
      return marker();
    }
    this.schedule(this.registry.readingFrom(table).map((s) => s.name));
  }

  private schedule(names: string[]): void {
    if (!names.length) return;
    for (const name of names) this.due.add(name);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const names = [...this.due];
      this.due.clear();
      for (const name of names) void this.refresh(name);
    }, SETTLE_MS);
  }

  private async read(name: string): Promise<void> {
    const source = this.registry.find(name);
    if (!source) throw new Error(`Knowledge source "${name}" is not registered`);
    try {
      await this.sourceLock.holding(`assistant_passages:${name}`, async () => {
        // read once the lock is held: a reading that waited for another reads what came after it
        const passages = (await source.passages()).map(withImpliedWords);
        await this.db.transaction(async (tx) => {
          if (await this.passages.replace(tx, name, passages)) await this.passages.refreshLexicon(tx);
        });
      });
    } catch (error) {
      // the source's passages stay as they were; the next change or start reads it again
      this.logger.error(
        `Reading "${name}" for the assistant failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}
