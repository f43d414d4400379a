import { Global, Module } from '@nestjs/common';
import { AudienceRegistry } from './audience-registry';

// Modules see the registry to add their kinds of segment condition; automations reads it.
@Global()
@Module({ providers: [AudienceRegistry], exports: [AudienceRegistry] })
export class AudienceModule {}
