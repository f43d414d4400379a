// What other modules may use of memberships; everything else is private to it.
export { MembershipsModule } from './memberships.module';
export { ANY_MEMBER, EVERYONE, mayRead, MemberAccessService } from './access/member-access.service';
// the memberships section of the account's data export (privacy's AccountExportDto lists it)
export { ExportedMembershipsDto } from './privacy/exported-memberships.dto';
// the payment plans section of it (memberships' billing charges their instalments)
export { ExportedPlanDto } from './plans/privacy/exported-plans.dto';
