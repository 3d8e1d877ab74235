import { Body, Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Roles, SessionTokens, type Identity } from '@pylands/common';
import { updateProfileRequestSchema, type OkResponse, type Profile } from '@pylands/contracts';
import type { FastifyReply } from 'fastify';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { ProfileService } from './profile.service';

class UpdateProfileBody extends createZodDto(updateProfileRequestSchema) {}

/** GET, POST, DELETE profile: the parent's own account. */
@Controller('api/profile')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly tokens: SessionTokens,
  ) {}

  @Get()
  get(@CurrentIdentity() identity: Identity): Promise<Profile> {
    return this.profiles.get(identity);
  }

  /** A new password ends every other session; this browser gets a fresh cookie. */
  @Roles('parent-without-student')
  @Post()
  @HttpCode(200)
  @RateLimit('login')
  async update(
    @CurrentIdentity() identity: Identity,
    @Body() body: UpdateProfileBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Profile> {
    const result = await this.profiles.update(identity, body);
    if (result.newSessionVersion !== null) {
      this.tokens.setSessionCookie(reply, identity, result.newSessionVersion);
    }
    return result.profile;
  }

  /** Removes the account and every child profile's data; every session ends. */
  @Roles('parent-without-student')
  @Delete()
  async remove(
    @CurrentIdentity() identity: Identity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    await this.profiles.remove(identity);
    this.tokens.clearSessionCookie(reply);
    return { ok: true };
  }
}
