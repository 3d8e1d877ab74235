import type { CreativeTemplateDraft } from '@pylands/contracts';
import { creativeApi } from '@pylands/shared-ui';

const templates = new Map<string, Promise<CreativeTemplateDraft>>();

/**
 * A template map by its map_path, fetched once per page view: the twelve cards of a page mostly
 * share the same few templates. A failed fetch is forgotten so a later card asks again.
 */
export function templateMap(mapPath: string): Promise<CreativeTemplateDraft> {
  let answer = templates.get(mapPath);
  if (!answer) {
    answer = creativeApi.template(mapPath);
    templates.set(mapPath, answer);
    answer.catch(() => templates.delete(mapPath));
  }
  return answer;
}
