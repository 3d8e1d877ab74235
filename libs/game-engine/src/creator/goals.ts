import type { CreatorDraft, PlacedItem } from './draft';

/** doc 1 §3 "Generated goals" defaults. */
export const DEFAULT_SPEAK_PHRASE = 'Hello';
export const DEFAULT_BUILD_COST = { amount: 4, type: 'plank' } as const;
/**
 * A build marker saved before its dialog was confirmed still needs a structure: the wood road is the
 * one that costs the default 4 planks (§5 "wood road and chicken houses 4 planks").
 */
export const DEFAULT_BUILD_STRUCTURE = 'wood';
/** The speak dialog's "any text" answer: the engine's talk rule takes any phrase for '*'. */
export const ANY_TEXT = '*';

type Cell = [number, number];

/** A goal in the level file's shape (positions as [x, y]), plain data so it saves as JSON as is. */
export type GeneratedGoal = {
  type: string;
  action: 'collect' | 'speak' | 'build';
  count: number;
  data?: string;
  position?: Cell;
  targetPosition?: Cell;
  cost?: { amount: number; type: string };
};

const cell = (p: { x: number; y: number }): Cell => [p.x, p.y];

/** The cell above the marker: where a build goal's structure goes when no target was chosen. */
export const defaultBuildTarget = (p: { x: number; y: number }): { x: number; y: number } => ({
  x: p.x,
  y: p.y - 1,
});

function commandGoal(item: PlacedItem): GeneratedGoal {
  const base = { type: item.type, action: item.action, count: 1, position: cell(item.position) };
  if (item.action === 'speak') return { ...base, data: item.data ?? DEFAULT_SPEAK_PHRASE };
  const build = item.buildData;
  return {
    ...base,
    data: build?.buildType ?? item.data ?? DEFAULT_BUILD_STRUCTURE,
    targetPosition: cell(item.targetPosition ?? defaultBuildTarget(item.position)),
    cost: build ? { amount: build.cost.amount, type: build.cost.type } : { ...DEFAULT_BUILD_COST },
  };
}

/**
 * The level's goals from its placed items (doc 1 §3): one collect goal per plain item type with a
 * count (in the order the types were first placed), then one goal per command marker in placing order.
 */
export function generateGoals(items: readonly PlacedItem[]): GeneratedGoal[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.action === 'collect') counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  }
  const collect: GeneratedGoal[] = [...counts].map(([type, count]) => ({
    type,
    action: 'collect',
    count,
    data: type,
  }));
  return [...collect, ...items.filter((i) => i.action !== 'collect').map(commandGoal)];
}

/** The draft with its goals regenerated from its items (what the creator saves). */
export function withGeneratedGoals(draft: CreatorDraft): CreatorDraft {
  return { ...draft, levelGoals: generateGoals(draft.items) };
}
