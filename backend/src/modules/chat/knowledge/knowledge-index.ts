import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dedicatedConnection } from '../../../core/database/data-source-options';
import { PgListener } from '../../../core/database/pg-listener';
import { DATA_CHANGED_CHANNEL } from '../../../core/http/read-cache';
import { KnowledgeRegistry } from '../../../core/knowledge/knowledge-registry';
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
  // the readings of each source, one after the other in this process
  private readonly running = new Map<string, Promise<void>>();
  private readonly due = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  // sources read since start (for tests and operators)
  readings = 0;

  constructor(
    private readonly registry: KnowledgeRegistry,
    private readonly passages: PassagesRepository,
    private readonly db: DataSource,
  ) {
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
  }

  // Reads the source again and replaces its passages; resolves once they are in the index.
  refresh(name: string): Promise<void> {
    const previous = this.running.get(name) ?? Promise.resolve();
    const next = previous.then(() => this.read(name));
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

  private heard(table: string): void {
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
      await this.db.transaction(async (tx) => {
        await this.passages.lockSource(tx, name);
        // read once the lock is held: a reading that waited for another reads what came after it
        const passages = await source.passages();
        if (await this.passages.replace(tx, name, passages)) await this.passages.refreshLexicon(tx);
      });
      this.readings++;
    } catch (error) {
      // the source's passages stay as they were; the next change or start reads it again
      this.logger.error(
        `Reading "${name}" for the assistant failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}
