import {
  BadRequestException,
  ConflictException,
  type HttpException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import type { SessionUser } from '../../../core/access/session-user';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { SiteService } from '../../site';
import { CHALLENGE_MS, keepChallenge, takeChallenge } from './passkey-challenge';
import type { PasskeyDto } from './passkey.dto';
import { PasskeyErrors } from './passkey.errors';
import { PasskeysRepository, type StoredPasskey } from './passkeys.repository';

type Refusal = new (message: string) => HttpException;

const toDto = (p: StoredPasskey): PasskeyDto => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

// Passkeys (WebAuthn, README "Passkeys"): the relying party is the site at PUBLIC_URL (its host
// name is the RP id, its origin the only origin accepted) under the site's name. A passkey always
// asks its owner to unlock it (user verification): something held and something known or been,
// so it is both factors and signs in on its own, two-factor on or not.
@Injectable()
export class PasskeysService {
  private readonly rpId: string;
  private readonly origin: string;

  constructor(
    private readonly repo: PasskeysRepository,
    private readonly site: SiteService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const url = new URL(config.publicUrl);
    this.rpId = url.hostname;
    this.origin = url.origin;
  }

  async list(userId: number): Promise<PasskeyDto[]> {
    return (await this.repo.list(userId)).map(toDto);
  }

  async hasAny(userId: number): Promise<boolean> {
    return (await this.repo.count(userId)) > 0;
  }

  async registrationOptions(user: SessionUser, req: Request): Promise<Record<string, unknown>> {
    const { siteName } = await this.site.identity();
    const options = await generateRegistrationOptions({
      rpName: siteName,
      rpID: this.rpId,
      userName: user.email,
      // the same handle for every passkey of the account: an authenticator keeps one per site and account
      userID: new TextEncoder().encode(`user-${user.id}`),
      attestationType: 'none',
      excludeCredentials: (await this.repo.list(user.id)).map((p) => ({
        id: p.credentialId,
        transports: p.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_MS,
    });
    keepChallenge(req, options.challenge, 'registration');
    return { ...options };
  }

  async register(user: SessionUser, name: string, response: object, req: Request): Promise<PasskeyDto> {
    const challenge = takeChallenge(req, 'registration');
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verified?.verified || !(await this.repo.useChallenge(challenge))) {
      throw new BadRequestException(PasskeyErrors.notVerified);
    }
    const { credential } = verified.registrationInfo;
    const added = await this.repo.add(user.id, {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    });
    if (!added) throw new ConflictException(PasskeyErrors.duplicate);
    return toDto(added);
  }

  async rename(userId: number, id: number, name: string): Promise<PasskeyDto> {
    const renamed = await this.repo.rename(userId, id, name);
    if (!renamed) throw new NotFoundException(PasskeyErrors.notFound);
    return toDto(renamed);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(userId, id))) throw new NotFoundException(PasskeyErrors.notFound);
  }

  // Any passkey of this site may answer (discoverable credentials): the browser offers its own.
  async authenticationOptions(req: Request): Promise<Record<string, unknown>> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'required',
      timeout: CHALLENGE_MS,
    });
    keepChallenge(req, options.challenge, 'authentication');
    return { ...options };
  }

  // The account whose passkey answered this browser's challenge; a challenge answers once, and
  // the counter only goes up. Refused with `refusal` (401 at sign-in, 400 when proving it again).
  async verify(response: object, req: Request, refusal: Refusal): Promise<number> {
    const challenge = takeChallenge(req, 'authentication');
    const { id } = response as Partial<AuthenticationResponseJSON>;
    const passkey = typeof id === 'string' ? await this.repo.byCredential(id) : null;
    if (!passkey) throw new refusal(PasskeyErrors.unknown);
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => null);
    if (
      !verified?.verified ||
      !(await this.repo.useChallenge(challenge)) ||
      !(await this.repo.used(passkey.id, verified.authenticationInfo.newCounter))
    ) {
      throw new refusal(PasskeyErrors.notVerified);
    }
    return passkey.userId;
  }
}
