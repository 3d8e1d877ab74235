/** Chapter id of the Creative chapter (spec: chapter id 0 is Creative; it starts from the template). */
export const CREATIVE_CHAPTER_ID = 0;

/** Level slugs played in creative mode: trails, no automatic tips (doc 2 §2). 'creative-01' is the creator's default map. */
export const CREATIVE_LEVEL_SLUGS = ['creative', 'creative-01'] as const;

export function isCreativeLevel(slug: string): boolean {
  return (CREATIVE_LEVEL_SLUGS as readonly string[]).includes(slug);
}
