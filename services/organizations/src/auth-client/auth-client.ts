import { Inject, Injectable } from '@nestjs/common';
import { RequestContext, SERVICE_CONFIG, type ServiceConfig, InternalServiceClient } from '@pylands/common';
import type { ClassDetails } from '@pylands/contracts';
import { ORGANIZATIONS_CONFIG, type OrganizationsConfig } from './organizations-config';

export interface NewStudentAccount {
  username: string;
  password: string;
  class_id: string | null;
  assistant_enabled: boolean;
  assistant_attempt_limit: number | null;
}

export interface CreatedStudentAccount {
  student_id: string;
  user_id: string;
  username: string;
}

const TIMEOUT_MS = 15000;

/**
 * Identity lives in auth: organizations creates, changes and deletes accounts there through its
 * internal routes (`/internal/organization-members/*`, service secret in a header), and keeps auth's
 * copy of organizations and classes current (login-org, auth/current's class_details).
 */
@Injectable()
export class AuthClient extends InternalServiceClient {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(ORGANIZATIONS_CONFIG) private readonly options: OrganizationsConfig,
    context: RequestContext,
  ) {
    super(config, context, 'AuthClient');
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.callRouteFor(
      `${this.options.authUrl}/internal/organization-members${path}`,
      { method, body, timeoutMs: TIMEOUT_MS },
      {
        what: `auth ${method} ${path}`,
        unavailable: 'The accounts service is unavailable. Please try again.',
        refused: 'The accounts service refused the change. Please try again.',
      },
    )) as T;
  }

  upsertOrganization(id: string, slug: string, name: string): Promise<void> {
    return this.call('PUT', `/organizations/${id}`, { slug, name });
  }

  /** A parent account becomes the organization's admin: answers its new session version. */
  promote(userId: string, organizationId: string): Promise<{ version: number; email: string }> {
    return this.call('POST', `/staff/${userId}/promote`, { organization_id: organizationId });
  }

  createStaff(input: {
    organization_id: string;
    email: string;
    password: string;
    user_type: 1 | 2;
  }): Promise<{ user_id: string; version: number }> {
    return this.call('POST', '/staff', input);
  }

  updateStaff(userId: string, input: { email?: string; password?: string }): Promise<void> {
    return this.call('PUT', `/staff/${userId}`, input);
  }

  deleteStaff(userId: string): Promise<void> {
    return this.call('DELETE', `/staff/${userId}`);
  }

  upsertClass(id: string, organizationId: string, details: ClassDetails, signupToken: string): Promise<void> {
    return this.call('PUT', `/classes/${id}`, {
      organization_id: organizationId,
      details,
      signup_token: signupToken,
    });
  }

  deleteClass(id: string): Promise<void> {
    return this.call('DELETE', `/classes/${id}`);
  }

  /** All or nothing: 409 `{ taken: [usernames] }` when some username is in use in the organization. */
  createStudents(organizationId: string, students: NewStudentAccount[]): Promise<CreatedStudentAccount[]> {
    return this.call('POST', '/students', { organization_id: organizationId, students });
  }

  updateStudent(
    studentId: string,
    input: Partial<Omit<NewStudentAccount, 'class_id'>> & { class_id?: string | null },
  ): Promise<void> {
    return this.call('PUT', `/students/${studentId}`, input);
  }

  deleteStudent(studentId: string): Promise<void> {
    return this.call('DELETE', `/students/${studentId}`);
  }

  /** Which of these usernames are taken in the organization (case-insensitive). */
  async takenUsernames(organizationId: string, usernames: string[]): Promise<string[]> {
    const answer = await this.call<{ taken: string[] }>('POST', '/usernames', {
      organization_id: organizationId,
      usernames,
    });
    return answer.taken;
  }
}
