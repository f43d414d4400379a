import { Global, Module } from '@nestjs/common';
import { KnowledgeRegistry } from './knowledge-registry';

// Modules see the registry to add their facts for the assistant; chat indexes and searches them.
@Global()
@Module({ providers: [KnowledgeRegistry], exports: [KnowledgeRegistry] })
export class KnowledgeModule {}
