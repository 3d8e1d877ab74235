import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  createZodDto,
  CurrentIdentity,
  Public,
  UuidParam,
  ZodResponse,
  type Identity,
} from '@pylands/common';
import {
  classByTokenResponseSchema,
  classRequestSchema,
  classSchema,
  classTeacherResponseSchema,
  classTeachersRequestSchema,
  classUpdateRequestSchema,
  okResponseSchema,
  type ClassByToken,
  type OrganizationClass,
} from '@pylands/contracts';
import { z } from 'zod';
import { requireAdmin, requireStaff } from '../access/org-access';
import { ClassesService } from './classes.service';

class ClassBody extends createZodDto(classRequestSchema) {}
class ClassUpdateBody extends createZodDto(classUpdateRequestSchema) {}
class ClassTeachersBody extends createZodDto(classTeachersRequestSchema) {}
class TokenQuery extends createZodDto(
  z.object({ token: z.string().min(1, { error: 'token is required' }).max(200) }),
) {}

const classTeachersSchema = z.object({ class_id: z.string(), teacher_ids: z.array(z.string()) });

/** Classes: administrators see all of the organization's, teachers the ones they teach (spec §6). */
@Controller('api/organization')
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Get('classes')
  @ZodResponse(z.array(classSchema))
  list(@CurrentIdentity() identity: Identity): Promise<OrganizationClass[]> {
    return this.classes.list(requireStaff(identity));
  }

  @Post('classes')
  @ZodResponse(classSchema)
  create(@CurrentIdentity() identity: Identity, @Body() body: ClassBody): Promise<OrganizationClass> {
    return this.classes.create(requireStaff(identity), body);
  }

  @Get('classes/:class_id')
  @ZodResponse(classSchema)
  get(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
  ): Promise<OrganizationClass> {
    return this.classes.get(requireStaff(identity), id);
  }

  @Put('classes/:class_id')
  @ZodResponse(classSchema)
  update(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
    @Body() body: ClassUpdateBody,
  ): Promise<OrganizationClass> {
    return this.classes.update(requireStaff(identity), id, body);
  }

  @Delete('classes/:class_id')
  @ZodResponse(okResponseSchema)
  async remove(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
  ): Promise<{ ok: true }> {
    await this.classes.remove(requireStaff(identity), id);
    return { ok: true };
  }

  @Get('class-teachers/:class_id')
  @ZodResponse(classTeachersSchema)
  async teachers(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) id: string,
  ): Promise<{ class_id: string; teacher_ids: string[] }> {
    return { class_id: id, teacher_ids: await this.classes.teachersOf(requireStaff(identity), id) };
  }

  @Get('class-teachers/:class_id/:user_id')
  @ZodResponse(classTeacherResponseSchema)
  async teacher(
    @CurrentIdentity() identity: Identity,
    @Param('class_id', UuidParam) classId: string,
    @Param('user_id', UuidParam) userId: string,
  ): Promise<{ class_id: string; user_id: string; assigned: boolean }> {
    const assigned = await this.classes.isTeacher(requireStaff(identity), classId, userId);
    return { class_id: classId, user_id: userId, assigned };
  }

  @Put('class-teachers')
  @ZodResponse(classTeachersSchema)
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
  @ZodResponse(classByTokenResponseSchema)
  byToken(@Query() query: TokenQuery): Promise<ClassByToken> {
    return this.classes.byToken(query.token);
  }
}
