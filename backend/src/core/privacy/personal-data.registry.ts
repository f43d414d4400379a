import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DeletedAccount, ExportRequest, PersonalData } from './personal-data';

// The modules' parts of an account's personal data, by name, as the mail outbox keeps its kinds.
@Injectable()
export class PersonalDataRegistry {
  private readonly parts = new Map<string, PersonalData>();

  // answers how to take it out again (a module that stops, a test)
  register(part: PersonalData): () => void {
    if (this.parts.has(part.name)) throw new Error(`Personal data "${part.name}" is registered twice`);
    this.parts.set(part.name, part);
    return () => this.parts.delete(part.name);
  }

  // every part's section, by name, gathered at once
  async export(request: ExportRequest): Promise<Record<string, unknown>> {
    const parts = [...this.parts.values()].filter((part) => part.export);
    const sections = await Promise.all(parts.map((part) => part.export!(request)));
    return Object.fromEntries(parts.map((part, i) => [part.name, sections[i]]));
  }

  // in the deleting transaction: each part in turn, those that delete first, then the others, each
  // in the order they were registered
  async delete(tx: EntityManager, account: DeletedAccount): Promise<void> {
    const parts = [...this.parts.values()];
    for (const part of [...parts.filter((p) => p.deletesFirst), ...parts.filter((p) => !p.deletesFirst)])
      await part.delete?.(tx, account);
  }
}
