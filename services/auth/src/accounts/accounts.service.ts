import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  DEFAULT_LANGUAGE,
  findLanguage,
  INVALID_LINK_MESSAGE,
  type EmailExistsResponse,
  type UserByTokenResponse,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { MailService } from '../mail/mail.service';
import { PasswordHasher } from '../password/password-hasher';
import { accountKey, RateLimiter } from '../rate-limit/rate-limiter.service';
import { SessionStates } from '../session/session-states.service';
import { Student } from '../students/student.entity';
import { EmailTokens } from '../tokens/email-tokens.service';
import { User } from '../users/user.entity';
import { randomUsername } from './username-generator';
import { AccountExistsError, findUserByEmail } from './users-by-email';

export const INVALID_LINK = INVALID_LINK_MESSAGE;

/** Emailed links (sign-up, confirmation, password reset) and the account checks of the sign-up form. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: EmailTokens,
    private readonly mail: MailService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionStates,
    private readonly limiter: RateLimiter,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** POST signup/generate-link and generate-user-signup-link: emails a link to finish signing up. */
  async sendSignupLink(email: string, requested?: string): Promise<void> {
    // The visitor's interface language, when we support it: the link and the email's words.
    const language = (requested && findLanguage(requested)?.code) || DEFAULT_LANGUAGE;
    if (await findUserByEmail(this.dataSource.manager, email)) throw new AccountExistsError();
    await this.tokens.revokeOthers(email, 'signup');
    const token = await this.tokens.create('signup', email, null, this.config.signupTokenTtlSeconds);
    await this.mail.send({
      template: 'signup-link',
      to: email,
      link: this.mail.link(`/${language}/signup`, { token }),
      language,
    });
  }

  /** After a sign-up without a link: asks the new parent to confirm the address. */
  async sendConfirmation(user: User): Promise<void> {
    const token = await this.tokens.create(
      'confirm-email',
      user.email,
      user.id,
      this.config.confirmEmailTokenTtlSeconds,
    );
    await this.mail.send(
      {
        template: 'confirm-email',
        to: user.email,
        link: this.mail.link('/api/auth/confirm-email', { token }),
        language: user.language ?? 'en',
      },
      user.id,
    );
  }

  async emailFromToken(token: string): Promise<{ email: string }> {
    const found = await this.tokens.peek(token, ['signup']);
    if (!found) throw new NotFoundException(INVALID_LINK);
    return { email: found.email };
  }

  async userByToken(token: string): Promise<UserByTokenResponse> {
    const found = await this.tokens.peek(token, ['signup', 'reset-password']);
    if (!found) throw new NotFoundException(INVALID_LINK);
    const user = await findUserByEmail(this.dataSource.manager, found.email);
    return {
      email: found.email,
      user_exists: user !== null,
      purpose: found.purpose === 'signup' ? 'signup' : 'reset-password',
    };
  }

  /** GET confirm-email: marks the email verified; answers the language to return to, or null. */
  async confirmEmail(token: string): Promise<{ verified: boolean; language: string }> {
    const found = await this.tokens.consume(token, 'confirm-email');
    if (!found?.userId) return { verified: false, language: 'en' };
    const user = await this.dataSource.getRepository(User).findOneBy({ id: found.userId });
    if (!user || user.email !== found.email) return { verified: false, language: user?.language ?? 'en' };
    await this.dataSource.getRepository(User).update({ id: user.id }, { emailVerified: true });
    return { verified: true, language: user.language ?? 'en' };
  }

  /** POST forgot-password: emails a reset link when the account exists; the answer never says. */
  async forgotPassword(email: string): Promise<void> {
    const user = await findUserByEmail(this.dataSource.manager, email);
    if (!user) return;
    await this.tokens.revokeOthers(user.email, 'reset-password');
    const token = await this.tokens.create(
      'reset-password',
      user.email,
      user.id,
      this.config.resetTokenTtlSeconds,
    );
    const language = user.language ?? 'en';
    await this.mail.send(
      {
        template: 'reset-password',
        to: user.email,
        link: this.mail.link(`/${language}/reset-password`, { token }),
        language,
      },
      user.id,
    );
  }

  /** POST reset-password: sets the password, verifies the email, ends every session. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    if (!(await this.tokens.peek(token, ['reset-password']))) throw new BadRequestException(INVALID_LINK);
    const passwordHash = await this.passwords.hash(newPassword);
    const reset = await this.dataSource.transaction(async (manager) => {
      const found = await this.tokens.consume(token, 'reset-password', manager);
      if (!found?.userId) throw new BadRequestException(INVALID_LINK);
      await manager.getRepository(User).update({ id: found.userId }, { passwordHash, emailVerified: true });
      await this.tokens.revokeOthers(found.email, 'reset-password', manager);
      return found;
    });
    await this.sessions.revokeAll(reset.userId!);
    // Someone guessing at the account may have used up its login attempts: the owner is back.
    await this.limiter.clearAccount('login', accountKey(reset.email, null)!);
  }

  async emailExists(email: string): Promise<EmailExistsResponse> {
    return { exists: (await findUserByEmail(this.dataSource.manager, email)) !== null };
  }

  /** A suggestion for a new student: not one of the signed-in parent's student usernames. */
  async generateUsername(identity: Identity | null): Promise<{ username: string }> {
    const taken = new Set<string>();
    if (identity) {
      const students = await this.dataSource
        .getRepository(Student)
        .find({ where: { parentId: identity.user_id }, select: { username: true } });
      for (const student of students) taken.add(student.username.toLowerCase());
    }
    let username = randomUsername();
    for (let i = 0; i < 20 && taken.has(username.toLowerCase()); i += 1) username = randomUsername();
    return { username };
  }
}
