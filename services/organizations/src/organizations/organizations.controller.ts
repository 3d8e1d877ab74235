import { Body, Controller, Get, Post, Put, Query, Res } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, SessionTokens, type Identity } from '@pylands/common';
import {
  organizationRegistrationRequestSchema,
  organizationRequestSchema,
  slugQuerySchema,
  type Organization,
  type PublicOrganization,
} from '@pylands/contracts';
import type { FastifyReply } from 'fastify';
import { requireAdmin, requireMember } from '../access/org-access';
import { OrganizationsService } from './organizations.service';

class OrganizationBody extends createZodDto(organizationRequestSchema) {}
class RegistrationBody extends createZodDto(organizationRegistrationRequestSchema) {}
class SlugQuery extends createZodDto(slugQuerySchema) {}

@Controller('api/organization')
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly tokens: SessionTokens,
  ) {}

  @Get('current')
  current(@CurrentIdentity() identity: Identity): Promise<Organization> {
    return this.organizations.current(requireMember(identity));
  }

  @Put('current')
  update(@CurrentIdentity() identity: Identity, @Body() body: OrganizationBody): Promise<Organization> {
    return this.organizations.update(requireAdmin(identity).organizationId, body);
  }

  @Public()
  @Get('check-slug-exists')
  async checkSlug(@Query() query: SlugQuery): Promise<{ exists: boolean }> {
    return { exists: await this.organizations.slugExists(query.slug) };
  }

  /** The school's name for its login page (login-org/{slug}). */
  @Public()
  @Get('by-slug')
  bySlug(@Query() query: SlugQuery): Promise<PublicOrganization> {
    return this.organizations.bySlug(query.slug);
  }

  /** Registers an organization; the caller becomes its admin (a fresh session cookie says so). */
  @Post('registration')
  async register(
    @CurrentIdentity() identity: Identity,
    @Body() body: RegistrationBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Organization> {
    const { organization, version } = await this.organizations.register(identity, body);
    this.tokens.setSessionCookie(
      reply,
      { user_id: identity.user_id, student_id: null, user_type: 2, organization_id: organization.id },
      version,
    );
    return organization;
  }
}
