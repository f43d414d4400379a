import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SequenceEntry } from '../sequences/sequence-entry';
import { ContactsRepository, type TagSource } from './contacts.repository';

// Every way a tag is added or taken off (the owner's hand, a CSV, a sequence's step, a lead magnet)
// goes through here, so "a tag added" starts its sequences whoever added it.
@Injectable()
export class Tagging {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly entry: SequenceEntry,
  ) {}

  // answers how many people newly carry it
  async add(tx: EntityManager, contactIds: number[], tag: string, source: TagSource): Promise<number> {
    const added = await this.contacts.addTag(tx, contactIds, tag, source);
    for (const contactId of added) await this.entry.enter(tx, 'tag-added', contactId, { tag });
    return added.length;
  }

  remove(tx: EntityManager, contactIds: number[], tag: string): Promise<number> {
    return this.contacts.removeTag(tx, contactIds, tag);
  }
}
