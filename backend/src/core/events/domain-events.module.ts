import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events.service';

// Every module sees the typed hooks: the owner of an event publishes, the others register handlers.
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
