import {
  bulkCreateStudentsResponseSchema,
  classesResponseSchema,
  classTeachersResponseSchema,
  organizationStudentsResponseSchema,
  teachersResponseSchema,
  classByTokenResponseSchema,
  classSchema,
  completionReportSchema,
  currentUserSchema,
  invitationResponseSchema,
  okResponseSchema,
  organizationSchema,
  organizationStudentSchema,
  ORGANIZATION_PATHS as P,
  publicOrganizationSchema,
  REPORT_PATHS,
  slugExistsResponseSchema,
  teacherSchema,
  transferStudentsResponseSchema,
  type BulkCreateStudentsRequest,
  type ClassRequest,
  type ClassUpdateRequest,
  type CreateOrganizationStudentRequest,
  type CreateTeacherRequest,
  type LoginOrgRequest,
  type ClassTokenSignupRequest,
  type OrganizationRegistrationRequest,
  type OrganizationRequest,
  type TransferStudentsRequest,
  type UpdateOrganizationStudentRequest,
  type UpdateTeacherRequest,
} from '@pylands/contracts';
import { call, type RequestOptions } from './client';

const send = (method: 'POST' | 'PUT', body?: unknown): RequestOptions => ({ method, body: body ?? {} });

/** Organization calls (doc 1 §7) and the levels reports, typed from libs/contracts. */
export const organizationApi = {
  current: () => call(organizationSchema, P.current),
  update: (body: OrganizationRequest) => call(organizationSchema, P.current, send('PUT', body)),
  slugExists: (slug: string) => call(slugExistsResponseSchema, P.checkSlugExists(slug)),
  register: (body: OrganizationRegistrationRequest) =>
    call(organizationSchema, P.registration, send('POST', body)),
  bySlug: (slug: string) => call(publicOrganizationSchema, P.bySlug(slug)),
  invitation: (token: string) => call(invitationResponseSchema, P.invitation(token)),

  teachers: () => call(teachersResponseSchema, P.teachers),
  teacher: (id: string) => call(teacherSchema, P.teachersById(id)),
  addTeacher: (body: CreateTeacherRequest) => call(teacherSchema, P.teacher, send('POST', body)),
  updateTeacher: (id: string, body: UpdateTeacherRequest) =>
    call(teacherSchema, P.teacherById(id), send('PUT', body)),
  deleteTeacher: (id: string) => call(okResponseSchema, P.teacherById(id), { method: 'DELETE' }),
  inviteTeacher: (email: string, language?: string) =>
    call(okResponseSchema, P.inviteTeacher(email, language), send('POST')),
  acceptInvitation: (body: { token: string; name: string; password: string }) =>
    call(okResponseSchema, P.acceptInvitation, send('POST', body)),

  classes: () => call(classesResponseSchema, P.classes),
  class: (id: string) => call(classSchema, P.class(id)),
  addClass: (body: ClassRequest) => call(classSchema, P.classes, send('POST', body)),
  updateClass: (id: string, body: ClassUpdateRequest) => call(classSchema, P.class(id), send('PUT', body)),
  deleteClass: (id: string) => call(okResponseSchema, P.class(id), { method: 'DELETE' }),
  classTeachers: (classId: string) => call(classTeachersResponseSchema, P.classTeachers(classId)),
  setClassTeachers: (classId: string, teacherIds: string[]) =>
    call(
      classTeachersResponseSchema,
      P.classTeachersPut,
      send('PUT', { class_id: classId, teacher_ids: teacherIds }),
    ),
  classByToken: (token: string) => call(classByTokenResponseSchema, P.classByToken(token)),

  students: (classId?: string) =>
    call(
      organizationStudentsResponseSchema,
      classId ? `${P.students}?class_id=${encodeURIComponent(classId)}` : P.students,
    ),
  student: (id: string) => call(organizationStudentSchema, P.student(id)),
  addStudent: (body: CreateOrganizationStudentRequest) =>
    call(organizationStudentSchema, P.students, send('POST', body)),
  updateStudent: (id: string, body: UpdateOrganizationStudentRequest) =>
    call(organizationStudentSchema, P.student(id), send('PUT', body)),
  deleteStudent: (id: string) => call(okResponseSchema, P.student(id), { method: 'DELETE' }),
  bulkCreateStudents: (body: BulkCreateStudentsRequest) =>
    call(bulkCreateStudentsResponseSchema, P.bulkCreateStudents, send('POST', body)),
  transferStudents: (body: TransferStudentsRequest) =>
    call(transferStudentsResponseSchema, P.transferStudents, send('POST', body)),

  loginOrg: (body: LoginOrgRequest) => call(currentUserSchema, P.loginOrg, send('POST', body)),
  classTokenSignup: (body: ClassTokenSignupRequest) =>
    call(currentUserSchema, P.classTokenSignup, send('POST', body)),

  orgCompletion: (courseSlug: string, classId?: string) =>
    call(completionReportSchema, REPORT_PATHS.orgCompletion(courseSlug, classId)),
  chapterCompletion: (courseSlug: string, chapterId: number, classId: string) =>
    call(completionReportSchema, REPORT_PATHS.chapterCompletion(courseSlug, chapterId, classId)),
};
