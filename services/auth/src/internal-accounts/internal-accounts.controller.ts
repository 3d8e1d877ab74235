import { Controller, Get, NotFoundException, Param, Query, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import { internalAccountByEmailSchema, type InternalAccount, type UserTypeValue } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { Student } from '../students/student.entity';
import { User } from '../users/user.entity';

class ByEmailQuery extends createZodDto(internalAccountByEmailSchema) {}

/**
 * Who an account is, for the payments service (staff flag, organization, a parent's students):
 * internal, never proxied by the gateway; the service secret header is required.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/accounts')
export class InternalAccountsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async byEmail(@Query() query: ByEmailQuery): Promise<InternalAccount> {
    const user = await this.dataSource
      .getRepository(User)
      .findOneBy({ email: query.email.trim().toLowerCase() });
    if (!user) throw new NotFoundException(`No account has the email ${query.email}`);
    return this.describe(user);
  }

  @Get(':user_id')
  async byId(@Param('user_id', UuidParam) userId: string): Promise<InternalAccount> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new NotFoundException('No such account');
    return this.describe(user);
  }

  private async describe(user: User): Promise<InternalAccount> {
    const students = await this.dataSource
      .getRepository(Student)
      .find({ where: { parentId: user.id }, order: { createdAt: 'ASC' } });
    return {
      user_id: user.id,
      email: (user.email as string | null) ?? null,
      user_type: user.userType as UserTypeValue,
      organization_id: user.organizationId,
      is_staff: user.isStaff,
      students: students.map((student) => ({ id: student.id, username: student.username })),
    };
  }
}
