import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, UuidParam, type Identity } from '@pylands/common';
import {
  classRequestSchema,
  classTeachersRequestSchema,
  classTokenQuerySchema,
  classUpdateRequestSchema,
  type ClassByToken,
  type OrganizationClass,
} from '@pylands/contracts';
import { requireAdmin, requireStaff } from '../access/org-access';
import { ClassesService } from './classes.service';

class ClassBody extends createZodDto(classRequestSchema) {}
class ClassUpdateBody extends createZodDto(classUpdateRequestSchema) {}
class ClassTeachersBody extends createZodDto(classTeachersRequestSchema) {}
class TokenQuery extends createZodDto(classTokenQuerySchema) {}

/** Classes: administrators see all of the organization's, teachers the ones they teach (spec §6). */
@Controller('api/organization')
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Get('classes')
  list(@CurrentIdentity() identity: Identity): Promise<OrganizationClass[]> {
    return this.classes.list(requireStaff(identity));
  }

  @Post('classes')
  create(@CurrentIdentity() identity: Identity, @Body() body: ClassBody): Promise<OrganizationClass> {
    return this.classes.create(requireStaff(identity), body);
  }

  @Get('classes/:class_id')
  get(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
  ): Promise<OrganizationClass> {
    return this.classes.get(requireStaff(identity), id);
  }

  @Put('classes/:class_id')
  update(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
    @Body() body: ClassUpdateBody,
  ): Promise<OrganizationClass> {
    return this.classes.update(requireStaff(identity), id, body);
  }

  @Delete('classes/:class_id')
  async remove(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
  ): Promise<{ ok: true }> {
    await this.classes.remove(requireStaff(identity), id);
    return { ok: true };
  }

  @Get('class-teachers/:class_id')
  async teachers(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
  ): Promise<{ class_id: string; teacher_ids: string[] }> {
    return { class_id: id, teacher_ids: await this.classes.teachersOf(requireStaff(identity), id) };
  }

  @Get('class-teachers/:class_id/:user_id')
  async teacher(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) classId: string,
    @Param('user_id', UuidParam) userId: string,
  ): Promise<{ class_id: string; user_id: string; assigned: boolean }> {
    const assigned = await this.classes.isTeacher(requireStaff(identity), classId, userId);
    return { class_id: classId, user_id: userId, assigned };
  }

  @Put('class-teachers')
  async setTeachers(
    @CurrentIdentity() identity: Identity,
    @Body() body: ClassTeachersBody,
  ): Promise<{ class_id: string; teacher_ids: string[] }> {
    const teacher_ids = await this.classes.setTeachers(
      requireAdmin(identity),
      body.class_id,
      body.teacher_ids,
    );
    return { class_id: body.class_id, teacher_ids };
  }

  @Public()
  @Get('class-by-token')
  byToken(@Query() query: TokenQuery): Promise<ClassByToken> {
    return this.classes.byToken(query.token);
  }
}
