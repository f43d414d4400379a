// What other modules may use of privacy: its Nest module (nobody needs its services).
export { PrivacyModule } from './privacy.module';
