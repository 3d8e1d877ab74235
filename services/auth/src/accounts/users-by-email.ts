import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { User } from '../users/user.entity';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(manager: EntityManager, email: string): Promise<User | null> {
  return manager
    .getRepository(User)
    .createQueryBuilder('u')
    .where('lower(u.email) = :email', { email: normalizeEmail(email) })
    .getOne();
}

export class AccountExistsError extends ConflictException {
  constructor() {
    super('An account with this email already exists');
  }
}
