/**
 * What the level creator offers (doc 1 §3 "Collectable catalogue", "Build structures"): the
 * collectable item types by group, with a sprite under /assets/sprites/items/ each, the X-mark
 * styles for command markers, and the structures a build marker can ask for.
 */
export type CollectableGroup =
  'fruits' | 'vegetables' | 'eggs' | 'materials' | 'drinks' | 'mixes' | 'treasures';

export const COLLECTABLES: Readonly<Record<CollectableGroup, readonly string[]>> = {
  fruits: [
    'apple',
    'banana',
    'cherries',
    'grape',
    'lemon',
    'orange',
    'peach',
    'pear',
    'strawberry',
    'red_berry',
  ],
  vegetables: ['carrot', 'cucumber', 'lettuce', 'radish', 'tomato', 'mushroom', 'seeds', 'sprout'],
  eggs: ['egg'],
  materials: ['log', 'plank', 'stone', 'grain'],
  drinks: [
    'milk',
    'cream',
    'water',
    'bottle',
    'jar',
    'empty_jar',
    'fruit_juice',
    'grape_juice',
    'berry_milk',
  ],
  mixes: ['cake', 'donut', 'salad', 'radish_dressing'],
  treasures: ['coin', 'gem_blue', 'gem_red', 'jewel', 'star', 'heart', 'flower'],
};

export const COLLECTABLE_GROUPS = Object.keys(COLLECTABLES) as CollectableGroup[];

/** Resources a build may cost (§5: building materials, foods, eggs). */
export const BUILD_RESOURCES: readonly string[] = [
  ...COLLECTABLES.materials,
  ...COLLECTABLES.fruits,
  ...COLLECTABLES.vegetables,
  ...COLLECTABLES.eggs,
];

/** X-mark styles a command marker is drawn with (§3). */
export const XMARK_STYLES = ['xmark', 'xmarkLight', 'xmarkGold'] as const;
export type XmarkStyle = (typeof XMARK_STYLES)[number];

/** Commands a marker can ask for now; the others are shown as coming soon (§3). */
export const CREATOR_COMMANDS = ['speak', 'build'] as const;
export type CreatorCommand = (typeof CREATOR_COMMANDS)[number];

export interface BuildStructure {
  /** The build goal's data and the structure's sprite; `build(<call>)` makes it (its name starts with it). */
  buildType: string;
  /** The name a player's build() call uses (the engine's buildable names). */
  call: string;
  /** Cells the finished structure covers (big chicken houses take 2×2). */
  size: 'small' | 'big';
}

/** §3 "Build structures": chicken houses (red and blue small, green and orange big), bridges, paths, grain. */
export const BUILD_STRUCTURES: readonly BuildStructure[] = [
  { buildType: 'chicken_house_red', call: 'chicken_house', size: 'small' },
  { buildType: 'chicken_house_blue', call: 'chicken_house', size: 'small' },
  { buildType: 'chicken_house_green', call: 'chicken_house', size: 'big' },
  { buildType: 'chicken_house_orange', call: 'chicken_house', size: 'big' },
  { buildType: 'bridge', call: 'bridge', size: 'small' },
  { buildType: 'bridge_v', call: 'bridge', size: 'small' },
  { buildType: 'stone_path', call: 'stone', size: 'small' },
  { buildType: 'wood_path', call: 'wood', size: 'small' },
  { buildType: 'grain_stack', call: 'grain', size: 'small' },
];

/** The build dialog's starting cost (§9: default cost 4 grain in the dialog). */
export const BUILD_DIALOG_DEFAULT_COST = { amount: 4, type: 'grain' } as const;
export const BUILD_COST_MIN = 1;

/** §5: the cost amount is at least 1; anything not a number becomes 1. */
export function buildCostAmount(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return BUILD_COST_MIN;
  return Math.max(BUILD_COST_MIN, Math.floor(value));
}

/** §5: a build confirms only with a structure, a positive amount and a resource type. */
export function canConfirmBuild(choice: { buildType: string; amount: number; type: string }): boolean {
  return Boolean(choice.buildType) && choice.amount >= BUILD_COST_MIN && Boolean(choice.type);
}

/** §5: speak confirms only with a non-empty trimmed required phrase, or with any text allowed. */
export function canConfirmSpeak(config: { allowAnyText: boolean; requiredPhrase: string }): boolean {
  return config.allowAnyText || config.requiredPhrase.trim().length > 0;
}

/** §4: the phrase stored on a speak item: the wildcard when any text is allowed, else the required phrase. */
export function speakData(
  config: { allowAnyText: boolean; requiredPhrase: string },
  anyText: string,
): string {
  return config.allowAnyText ? anyText : config.requiredPhrase.trim();
}
