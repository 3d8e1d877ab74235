import type { ExecutionType } from './credit';

const enc = encodeURIComponent;

/** Every /api path the services serve, built the same way by clients and servers' tests. */
export const API_PATHS = {
  auth: {
    current: '/api/auth/current',
    login: '/api/auth/login',
    signup: '/api/auth/signup',
    logout: '/api/auth/logout',
    chooseStudent: (studentId: string) => `/api/auth/choose_student/${enc(studentId)}`,
  },
  profile: {
    students: '/api/profile/students',
    student: (studentId: string) => `/api/profile/students/${enc(studentId)}`,
    studentsLimit: '/api/profile/check-students-limit',
  },
  level: {
    course: (courseSlug: string, studentId?: string) =>
      `/api/level/course/${enc(courseSlug)}${studentId ? `?student_id=${enc(studentId)}` : ''}`,
    data: (courseSlug: string, levelSlug: string, userId?: string) =>
      `/api/level/data/${enc(courseSlug)}/${enc(levelSlug)}${userId ? `?user_id=${enc(userId)}` : ''}`,
    update: (levelSlug: string) => `/api/level/update/${enc(levelSlug)}`,
  },
  credit: (executionType: ExecutionType) => `/api/credit/${enc(executionType)}`,
  health: '/health',
} as const;
