import type { Provider, Type } from '@nestjs/common';
import { KnowledgeRegistry } from './knowledge-registry';
import type { KnowledgeSource } from './knowledge-source';

// A module's knowledge sources (classes given the services they read), provided and registered
// with the registry as the module starts, the way provideMails registers its mail kinds.
export function provideKnowledge(...sources: Type<KnowledgeSource>[]): Provider[] {
  return [
    ...sources,
    {
      provide: Symbol(`knowledge sources ${sources.map((source) => source.name).join(', ')}`),
      inject: [KnowledgeRegistry, ...sources],
      useFactory: (registry: KnowledgeRegistry, ...instances: KnowledgeSource[]) => {
        for (const source of instances) registry.register(source);
        return instances.map((source) => source.name);
      },
    },
  ];
}
