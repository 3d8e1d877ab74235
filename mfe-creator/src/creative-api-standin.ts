import {
  API_PATHS,
  creativeLevelListSchema,
  creativeLevelSchema,
  okResponseSchema,
  type CreativeLevel,
} from '@pylands/contracts';
import { call } from '@pylands/shared-ui';

/**
 * STAND-IN for creator-srv's typed client (shared-ui/src/api/creative-api.ts), replaced at merge:
 * only the calls the level list and the editor make.
 */
const C = API_PATHS.level.creative;

export const creativeApi = {
  mine: () => call(creativeLevelListSchema, C.mine),
  get: (slug: string, courseId: string) => call(creativeLevelSchema, C.level(slug, courseId)),
  create: (body: Record<string, unknown>) => call(creativeLevelSchema, C.create, { method: 'POST', body }),
  update: (slug: string, courseId: string, body: Record<string, unknown>) =>
    call(creativeLevelSchema, C.level(slug, courseId), { method: 'PUT', body }),
  remove: (slug: string, courseId: string) => call(okResponseSchema, C.level(slug, courseId), { method: 'DELETE' }),
  /** The template as a draft; until the server serves templates the editor builds one itself. */
  template: (_mapPath: string): Promise<CreativeLevel> => Promise.reject(new Error('no template call')),
};

/** STAND-IN for contracts' CREATIVE_PROOF_REQUIRED_MESSAGE (creator-srv). */
export const CREATIVE_PROOF_REQUIRED_MESSAGE = 'Solve your level once in Preview before you share it.';
