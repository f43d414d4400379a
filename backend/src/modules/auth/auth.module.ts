import { Module } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCoreModule } from '../../core/http/http-core.module';
import { provideMails } from '../../core/mail/define-mail';
import { SiteModule } from '../site';
import { AccountLinksController } from './account/account-links.controller';
import { AccountController } from './account/account.controller';
import { AccountPersonalData } from './account/account-personal-data';
import { AccountsService } from './account/accounts.service';
import { EmailConfirmationService } from './account/email-confirmation.service';
import { PasswordResetService } from './account/password-reset.service';
import { PasswordsService } from './account/passwords.service';
import { ProfileService } from './account/profile.service';
import { API_KEY_VERIFIER } from '../../core/access/api-key-caller';
import { AdminAccessController } from './admin-access.controller';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { ApiKeysRepository } from './api-keys/api-keys.repository';
import { ApiKeysService } from './api-keys/api-keys.service';
import { ApiKeysVerifier } from './api-keys/api-key-verifier';
import { AdminAccessService } from './admin-access.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { ApiKeyEntity } from './api-keys/api-key.entity';
import { LocalStrategy } from './local.strategy';
import { AccountMailer } from './mails/account-mailer';
import { PasswordHasher } from './password-hasher';
import { ProductUpdatesController } from './preferences/product-updates.controller';
import { ProductUpdatesRepository } from './preferences/product-updates.repository';
import { ProductUpdatesService } from './preferences/product-updates.service';
import { SessionSerializer } from './session.serializer';
import {
  SESSION_SEEN_INTERVAL,
  SESSION_SEEN_SECONDS,
  SessionActivityInterceptor,
} from './sessions/session-activity.interceptor';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { SIGN_IN_WAIT, SignInThrottle, sleepFor } from './sign-in-throttle';
import { AccountTokens } from './tokens/account-tokens';
import { AccountTokensRepository } from './tokens/account-tokens.repository';
import { TokenSeal } from './tokens/token-seal';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { AccountHelpKnowledge } from './knowledge/account-help-knowledge';
import { emailChangeMail } from './mails/email-change.mail';
import { emailChangedMail } from './mails/email-changed.mail';
import { emailConfirmationMail } from './mails/email-confirmation.mail';
import { passwordChangedMail } from './mails/password-changed.mail';
import { passwordResetMail } from './mails/password-reset.mail';
import { registrationAttemptMail } from './mails/registration-attempt.mail';
import { twoFactorChangedMail } from './mails/two-factor-changed.mail';
import { KnownDevicesRepository } from './devices/known-devices.repository';
import { SignInAlerts } from './devices/sign-in-alerts.service';
import { SignIns } from './sign-ins';
import { newSignInMail } from './mails/new-sign-in.mail';
import { PasskeySignInController } from './passkeys/passkey-sign-in.controller';
import { PasskeysController } from './passkeys/passkeys.controller';
import { PasskeysRepository } from './passkeys/passkeys.repository';
import { PasskeysService } from './passkeys/passkeys.service';
import { ProofController } from './proof/proof.controller';
import { ProofService } from './proof/proof.service';
import { TwoFactorSeal } from './two-factor/two-factor-seal';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { TwoFactorService } from './two-factor/two-factor.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, ApiKeyEntity]),
    PassportModule.register({ session: true }),
    HttpCoreModule,
    SiteModule,
  ],
  controllers: [
    AuthController,
    AdminAccessController,
    AccountLinksController,
    AccountController,
    SessionsController,
    TwoFactorController,
    PasskeysController,
    PasskeySignInController,
    ProofController,
    ProductUpdatesController,
    ApiKeysController,
  ],
  providers: [
    AuthService,
    ...provideKnowledge(AccountHelpKnowledge),
    AdminAccessService,
    UsersService,
    UsersRepository,
    PasswordHasher,
    LocalStrategy,
    SessionSerializer,
    SignInThrottle,
    // accounts: links by mail, profile and password changes, sessions
    TokenSeal,
    AccountTokens,
    AccountTokensRepository,
    AccountMailer,
    provideMails(
      passwordResetMail,
      emailConfirmationMail,
      emailChangeMail,
      passwordChangedMail,
      emailChangedMail,
      registrationAttemptMail,
      twoFactorChangedMail,
      newSignInMail,
    ),
    PasswordsService,
    PasswordResetService,
    EmailConfirmationService,
    ProfileService,
    SessionsRepository,
    SessionsService,
    // two-factor sign-in
    TwoFactorSeal,
    TwoFactorRepository,
    TwoFactorService,
    // passkeys
    PasskeysRepository,
    PasskeysService,
    ProofService,
    // the new-device sign-in mail
    KnownDevicesRepository,
    SignInAlerts,
    SignIns,
    // the Product Updates list; what the export and the deletion of an account need
    ProductUpdatesRepository,
    ProductUpdatesService,
    AccountsService,
    AccountPersonalData,
    // API keys: the admin's list, and the verifier the AccessGuard asks (core/access/api-key-caller.ts)
    ApiKeysRepository,
    ApiKeysService,
    { provide: API_KEY_VERIFIER, useClass: ApiKeysVerifier },
    { provide: SESSION_SEEN_INTERVAL, useValue: SESSION_SEEN_SECONDS },
    { provide: SIGN_IN_WAIT, useValue: sleepFor },
    { provide: APP_INTERCEPTOR, useClass: SessionActivityInterceptor },
  ],
  exports: [UsersService, AccountsService, ProductUpdatesService],
})
export class AuthModule {}
