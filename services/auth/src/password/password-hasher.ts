import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when the email is unknown, so both failures take the same time. */
  private readonly decoy = argon2.hash('decoy-password-for-unknown-emails', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      const ok = await argon2.verify(hash ?? (await this.decoy), password);
      return hash !== undefined && ok;
    } catch {
      return false;
    }
  }
}
