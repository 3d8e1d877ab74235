import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import type { InternalOrganizationName } from '@pylands/contracts';
import { DataSource } from 'typeorm';

/**
 * An organization's name, for what other services print about a school (levels' certificates):
 * internal, never proxied by the gateway; the service secret header is required.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/organizations')
export class InternalOrganizationsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':organization_id')
  async byId(@Param('organization_id', UuidParam) organizationId: string): Promise<InternalOrganizationName> {
    const [row]: { id: string; name: string }[] = await this.dataSource.query(
      `SELECT "id", "name" FROM "auth"."organizations" WHERE "id" = $1`,
      [organizationId],
    );
    if (!row) throw new NotFoundException('No such organization');
    return { organization_id: row.id, name: row.name };
  }
}
