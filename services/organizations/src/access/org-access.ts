import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import { UserType } from '@pylands/contracts';

export interface Staff {
  userId: string;
  organizationId: string;
  admin: boolean;
}

/** Teachers and admins of an organization (no chosen student); everyone else 403. */
export function requireStaff(identity: Identity): Staff {
  if (
    !identity.organization_id ||
    identity.student_id !== null ||
    (identity.user_type !== UserType.Teacher && identity.user_type !== UserType.Admin)
  ) {
    throw new ForbiddenException('Only teachers and administrators of an organization can do this');
  }
  return {
    userId: identity.user_id,
    organizationId: identity.organization_id,
    admin: identity.user_type === UserType.Admin,
  };
}

export function requireAdmin(identity: Identity): Staff {
  const staff = requireStaff(identity);
  if (!staff.admin) throw new ForbiddenException('Only organization administrators can do this');
  return staff;
}

/** Any member of an organization: staff or one of its students. */
export function requireMember(identity: Identity): string {
  if (!identity.organization_id) throw new ForbiddenException('You are not a member of an organization');
  return identity.organization_id;
}

/** 404 when the row does not exist, 403 when it belongs to another organization. */
export function ownedBy<T extends { organizationId: string }>(
  row: T | null,
  organizationId: string,
  what: string,
): T {
  if (!row) throw new NotFoundException(`${what} not found`);
  if (row.organizationId !== organizationId)
    throw new ForbiddenException(`This ${what.toLowerCase()} belongs to another organization`);
  return row;
}
