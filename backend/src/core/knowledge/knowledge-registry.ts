import { Injectable } from '@nestjs/common';
import type { KnowledgeSource } from './knowledge-source';

// The sources of the assistant's facts the modules registered (knowledge-source.ts), by name; the
// assistant's index (chat) reads them, and reads one again when a table it names changes.
@Injectable()
export class KnowledgeRegistry {
  private readonly sources = new Map<string, KnowledgeSource>();

  register(source: KnowledgeSource): void {
    if (this.sources.has(source.name)) throw new Error(`Knowledge source "${source.name}" is registered twice`);
    this.sources.set(source.name, source);
  }

  find(name: string): KnowledgeSource | undefined {
    return this.sources.get(name);
  }

  all(): KnowledgeSource[] {
    return [...this.sources.values()];
  }

  // the sources read from this table
  readingFrom(table: string): KnowledgeSource[] {
    return this.all().filter((source) => source.tables.includes(table));
  }
}
