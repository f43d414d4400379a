import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { dedicatedConnection } from '../database/data-source-options';
import { PgListener } from '../database/pg-listener';
import { Metrics } from '../observability/metrics';

// The triggers of migration 1764490000000 NOTIFY it with what changed: a table, 'session:<sid>',
// 'user:<id>', or 'session:*' / 'user:*' for many rows at once.
export const DATA_CHANGED_CHANNEL = 'data_changed';

// An answer as it was sent, to send again byte for byte.
export interface CachedAnswer {
  // name, value, name, value… as the handler set them (Content-Length, ETag, Cache-Control included)
  headers: string[];
  // the same for a 304: without Content-Type and Content-Length
  notModifiedHeaders: string[];
  body: Buffer;
  etag: string | undefined;
  // ms since the epoch after which it is not sent (a session's end); Infinity: until dropped
  expires: number;
  // the signed-in session it answers, if any
  sessionId?: string;
}

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  bytes: number;
}

const ENTRY_OVERHEAD_BYTES = 512;
// the drops put() checks an answer's tags against: past this many, all count as dropped at once
const DROPS_REMEMBERED = 10_000;

// This replica's copy of answers to reads, each tagged with what it was read from, and dropped
// when that changes: on every replica by the NOTIFY of the writing transaction, on this one also
// at once after a signed-in visitor's own change. Kept only while the listener is connected (a
// change could go unheard otherwise), within READ_CACHE_MB, the least recently used going first.
@Injectable()
export class ReadCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private readonly tagged = new Map<string, Set<string>>();
  private readonly maxBytes: number;
  private readonly listener: PgListener;
  private readonly sessionReaders: ((sessionId: string, userAgent: string) => void)[] = [];
  private bytes = 0;
  // bumped by every drop; an answer read before a drop of one of its tags is not kept after it.
  // droppedAt: the generation of each tag's (or kind's, 'session:*') last drop, up to
  // DROPS_REMEMBERED of them, and everythingDroppedAt: when all were (or the list was forgotten)
  private generation = 0;
  private readonly droppedAt = new Map<string, number>();
  private everythingDroppedAt = 0;
  // answers sent from memory, reads of a kind kept that were not in memory, and answers kept (for
  // operators, the metrics and tests)
  hits = 0;
  misses = 0;
  stored = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource, metrics: Metrics) {
    metrics.counted('read_cache_hits_total', 'Reads answered from memory', () => this.hits);
    metrics.counted(
      'read_cache_misses_total',
      'Reads of a kind kept in memory that the app answered',
      () => this.misses,
    );
    metrics.counted('read_cache_stored_total', 'Answers kept in memory', () => this.stored);
    metrics.gauge('read_cache_entries', 'Answers in memory now', () => this.entries.size);
    metrics.gauge('read_cache_bytes', 'Bytes of the answers in memory (within READ_CACHE_MB)', () => this.bytes);
    this.maxBytes = config.readCacheMb * 1024 * 1024;
    const dropAll = () => this.dropAll();
    this.listener = new PgListener(dedicatedConnection(dataSource), DATA_CHANGED_CHANNEL, {
      onNotify: (what) => this.drop(what),
      onListening: dropAll,
      onLost: dropAll,
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.maxBytes > 0 ? this.listener.start() : Promise.resolve();
  }

  onModuleDestroy(): Promise<void> {
    return this.listener.stop();
  }

  get active(): boolean {
    return this.listener.listening;
  }

  // change notifications heard since start
  get notifications(): number {
    return this.listener.received;
  }

  // for reads that may be kept: pass it to put()
  begin(): number {
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.answer.expires <= Date.now()) {
      if (entry) this.remove(key);
      this.misses++;
      return undefined;
    }
    this.entries.delete(key); // most recently used last
    this.entries.set(key, entry);
    this.hits++;
    return entry.answer;
  }

  // Keeps an answer read since begin() answered `since`, unless what it was read from was dropped
  // meanwhile (other tags' drops, a session touched say, do not keep it from being kept).
  put(key: string, answer: CachedAnswer, tags: readonly string[], since: number): void {
    if (!this.active || this.droppedSince(tags, since)) return;
    const bytes = answer.body.length + answer.headers.join('').length + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, { answer, tags, bytes });
    this.bytes += bytes;
    for (const tag of tags) {
      const keys = this.tagged.get(tag) ?? new Set<string>();
      this.tagged.set(tag, keys.add(key));
    }
    this.stored++;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  // What `what` names changed: a tag, or 'session:*' / 'user:*' for every tag of that kind.
  drop(what: string): void {
    this.generation++;
    if (this.droppedAt.size >= DROPS_REMEMBERED) {
      this.droppedAt.clear();
      this.everythingDroppedAt = this.generation;
    }
    this.droppedAt.delete(what); // most recent last
    this.droppedAt.set(what, this.generation);
    const tags = what.endsWith(':*')
      ? [...this.tagged.keys()].filter((tag) => tag.startsWith(what.slice(0, -1)))
      : [what];
    for (const tag of tags) for (const key of this.tagged.get(tag) ?? []) this.remove(key);
  }

  dropAll(): void {
    this.generation++;
    this.everythingDroppedAt = this.generation;
    this.droppedAt.clear();
    this.entries.clear();
    this.tagged.clear();
    this.bytes = 0;
  }

  // The auth module records a session's activity when its read is answered from memory.
  onSessionRead(reader: (sessionId: string, userAgent: string) => void): void {
    this.sessionReaders.push(reader);
  }

  sessionRead(sessionId: string, userAgent: string): void {
    for (const reader of this.sessionReaders) reader(sessionId, userAgent);
  }

  private droppedSince(tags: readonly string[], since: number): boolean {
    if (this.everythingDroppedAt > since) return true;
    return tags.some((tag) => {
      const kind = tag.indexOf(':');
      const ofKind = kind < 0 ? 0 : (this.droppedAt.get(`${tag.slice(0, kind)}:*`) ?? 0);
      return (this.droppedAt.get(tag) ?? 0) > since || ofKind > since;
    });
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }
}
