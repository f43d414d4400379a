import { Global, Module } from '@nestjs/common';
import { PersonalDataRegistry } from './personal-data.registry';

// Modules see the registry to register their part of an account's personal data; privacy reads it.
@Global()
@Module({ providers: [PersonalDataRegistry], exports: [PersonalDataRegistry] })
export class PersonalDataModule {}
