import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SERVICE_CONFIG, SessionRegistry, type Identity, type ServiceConfig } from '@pylands/common';
import type { CurrentUser } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { toCurrentUser } from '../session/current-user';
import { SessionStates } from '../session/session-states.service';
import { Student } from '../students/student.entity';
import { User } from '../users/user.entity';

interface ImpersonatorClaims {
  impersonation_id: string;
  staff_user_id: string;
  sv: number;
}

export interface ImpersonationStart {
  identity: Identity;
  version: number;
  body: CurrentUser;
  /** Value of the impersonator cookie. */
  impersonatorToken: string;
}

export interface ImpersonationEnd {
  /** The staff member's own session again, or null when it was revoked meanwhile. */
  staff: { identity: Identity; version: number } | null;
}

function identityOf(user: User, student: Student | null): Identity {
  return {
    user_id: user.id,
    student_id: student?.id ?? null,
    user_type: user.userType,
    organization_id: user.organizationId,
  };
}

/**
 * impersonate/user and impersonate/student: platform staff (users.is_staff, set by the CLI) act as
 * a user. The session cookie becomes the target's; a second signed cookie remembers the staff
 * member, so the app can show a banner and the impersonation can be ended. Each one is recorded.
 */
@Injectable()
export class ImpersonationService {
  private readonly jwt: JwtService;

  constructor(
    private readonly dataSource: DataSource,
    private readonly states: SessionStates,
    private readonly registry: SessionRegistry,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    this.jwt = new JwtService({
      secret: config.jwtSecret,
      signOptions: {
        algorithm: 'HS256',
        expiresIn: config.sessionTtlSeconds,
        issuer: 'pylands',
        audience: 'impersonator',
      },
      verifyOptions: { algorithms: ['HS256'], issuer: 'pylands', audience: 'impersonator' },
    });
  }

  private claims(token: string | undefined): ImpersonatorClaims | null {
    if (!token || token.length > 4096) return null;
    try {
      const claims = this.jwt.verify<ImpersonatorClaims>(token);
      return typeof claims.impersonation_id === 'string' && typeof claims.staff_user_id === 'string'
        ? claims
        : null;
    } catch {
      return null;
    }
  }

  async start(
    staffIdentity: Identity,
    currentImpersonatorToken: string | undefined,
    target: { userId?: string; studentId?: string },
  ): Promise<ImpersonationStart> {
    if (this.claims(currentImpersonatorToken))
      throw new ConflictException('End the current impersonation first');
    const users = this.dataSource.getRepository(User);
    const staff = await users.findOneBy({ id: staffIdentity.user_id });
    if (!staff) throw new UnauthorizedException('Not signed in');
    if (!staff.isStaff) throw new ForbiddenException('Only platform staff can impersonate');
    let student: Student | null = null;
    let userId = target.userId;
    if (target.studentId) {
      student = await this.dataSource.getRepository(Student).findOneBy({ id: target.studentId });
      if (!student) throw new NotFoundException('Student not found');
      userId = student.parentId;
    }
    const user = userId ? await users.findOneBy({ id: userId }) : null;
    if (!user) throw new NotFoundException('User not found');
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO "auth"."impersonations" ("staff_user_id", "staff_email", "target_user_id", "target_student_id")
       VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [staff.id, staff.email, user.id, student?.id ?? null],
    );
    const version = await this.states.refresh(user.id);
    const impersonatorToken = this.jwt.sign({
      impersonation_id: rows[0].id,
      staff_user_id: staff.id,
      sv: staff.sessionVersion,
    } satisfies ImpersonatorClaims);
    const body = {
      ...toCurrentUser(user, student),
      impersonator: { user_id: staff.id, email: staff.email, impersonation_id: rows[0].id },
    };
    return { identity: identityOf(user, student), version, body, impersonatorToken };
  }

  /** For auth/current: the staff member acting as `identity`, while the impersonation is open. */
  async impersonatorOf(token: string | undefined, identity: Identity): Promise<CurrentUser['impersonator']> {
    const claims = this.claims(token);
    if (!claims) return undefined;
    const rows: { staff_email: string; target_user_id: string | null }[] = await this.dataSource.query(
      `SELECT "staff_email", "target_user_id" FROM "auth"."impersonations" WHERE "id" = $1 AND "ended_at" IS NULL`,
      [claims.impersonation_id],
    );
    if (!rows[0] || rows[0].target_user_id !== identity.user_id) return undefined;
    return {
      user_id: claims.staff_user_id,
      email: rows[0].staff_email,
      impersonation_id: claims.impersonation_id,
    };
  }

  /** Ends the impersonation named by the cookie; null when there is none to end. */
  async end(token: string | undefined): Promise<ImpersonationEnd | null> {
    const claims = this.claims(token);
    if (!claims) return null;
    await this.dataSource.query(
      `UPDATE "auth"."impersonations" SET "ended_at" = now() WHERE "id" = $1 AND "ended_at" IS NULL`,
      [claims.impersonation_id],
    );
    const staff = await this.dataSource.getRepository(User).findOneBy({ id: claims.staff_user_id });
    if (!staff || !staff.isStaff || !(await this.registry.isValid(staff.id, claims.sv, null)))
      return { staff: null };
    return { staff: { identity: identityOf(staff, null), version: claims.sv } };
  }
}
