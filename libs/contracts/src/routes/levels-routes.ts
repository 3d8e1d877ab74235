import { certificateQuerySchema, certificateSchema, internalCertificateSchema } from '../certificate';
import {
  creativeCourseQuerySchema,
  creativeForceQuerySchema,
  creativeLevelCreateSchema,
  creativeLevelInputSchema,
  creativeLevelListSchema,
  creativeLevelPageSchema,
  creativeLevelSchema,
  creativePageQuerySchema,
  creativeSlugExistsSchema,
  creatorStatsSchema,
} from '../creative-level';
import { levelUpdateBodySchema, levelUpdateQuerySchema } from '../level';
import {
  chapterCompletionQuerySchema,
  classFilterQuerySchema,
  completionReportSchema,
  okResponseSchema,
} from '../organization';
import { studentProgressSchema } from '../student-progress';
import type { RouteContract } from './route-contract';

/** Every route of levels (/api/level, /api/level-data, /api/credit). */
export const LEVELS_ROUTES: readonly RouteContract[] = [
  { method: 'get', path: '/api/level/course/{slug}', public: true },
  { method: 'get', path: '/api/level/data/{course_slug}/{slug}', public: true },
  { method: 'get', path: '/api/level-data/course/{course_slug}/{slug}', public: true },
  { method: 'get', path: '/api/level/guide/{course_slug}/{file}', public: true },
  {
    method: 'post',
    path: '/api/level/update/{slug}',
    query: levelUpdateQuerySchema,
    body: levelUpdateBodySchema,
    status: 200,
    public: true,
  },
  { method: 'get', path: '/api/credit/{execution_type}', public: true },
  { method: 'get', path: '/api/level/student-progress/{student_id}', response: studentProgressSchema },
  {
    method: 'get',
    path: '/api/level/course/{course_slug}/org-completion',
    query: classFilterQuerySchema,
    response: completionReportSchema,
  },
  {
    method: 'get',
    path: '/api/level/course/{course_slug}/chapter-completion',
    query: chapterCompletionQuerySchema,
    response: completionReportSchema,
  },
  {
    method: 'get',
    path: '/api/level/get_certificate/{course_slug}',
    query: certificateQuerySchema,
    response: certificateSchema,
    public: true,
  },
  {
    method: 'post',
    path: '/api/level/creative',
    query: creativeForceQuerySchema,
    body: creativeLevelCreateSchema,
    response: creativeLevelSchema,
  },
  {
    method: 'post',
    path: '/api/level/creative/create',
    body: creativeLevelCreateSchema,
    response: creativeLevelSchema,
  },
  { method: 'get', path: '/api/level/creative', response: creativeLevelListSchema },
  { method: 'get', path: '/api/level/creative/public', response: creativeLevelListSchema, public: true },
  {
    method: 'get',
    path: '/api/level/creative/public/paginated',
    query: creativePageQuerySchema,
    response: creativeLevelPageSchema,
    public: true,
  },
  {
    method: 'get',
    path: '/api/level/creative/public/creator/{creator_user_id}',
    response: creativeLevelListSchema,
    public: true,
  },
  {
    method: 'get',
    path: '/api/level/creative/public/creator/{creator_user_id}/paginated',
    query: creativePageQuerySchema,
    response: creativeLevelPageSchema,
    public: true,
  },
  {
    method: 'get',
    path: '/api/level/creative/public/creator/{creator_user_id}/stats',
    response: creatorStatsSchema,
    public: true,
  },
  { method: 'get', path: '/api/level/creative/school', response: creativeLevelListSchema },
  {
    method: 'get',
    path: '/api/level/creative/check-slug/{course_id}/{level_slug}',
    response: creativeSlugExistsSchema,
  },
  {
    method: 'get',
    path: '/api/level/creative/{level_slug}',
    query: creativeCourseQuerySchema,
    response: creativeLevelSchema,
    public: true,
  },
  {
    method: 'put',
    path: '/api/level/creative/{level_slug}',
    query: creativeCourseQuerySchema,
    body: creativeLevelInputSchema,
    response: creativeLevelSchema,
  },
  {
    method: 'delete',
    path: '/api/level/creative/{level_slug}',
    query: creativeCourseQuerySchema,
    response: okResponseSchema,
  },
  {
    method: 'get',
    path: '/internal/certificates/{course_slug}/{student_id}',
    response: internalCertificateSchema,
    public: true,
  },
];
