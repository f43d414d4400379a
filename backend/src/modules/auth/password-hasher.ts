import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes).
@Injectable()
export class PasswordHasher {
  // verified against when an e-mail is unknown, so a wrong address costs as long as a wrong password
  private readonly decoy = hash('decoy password for timing', { algorithm: Algorithm.Argon2id });

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: Algorithm.Argon2id });
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
