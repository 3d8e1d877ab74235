import { normalizeType } from '../objects/object-kinds';

/** One ingredient: `amount` of `type`, or of one of its alternatives ("1 red berry or 1 strawberry"). */
export interface Ingredient {
  type: string;
  amount: number;
  alternatives?: string[];
}

export interface Recipe {
  /** The name combine() accepts (code, in English); the Code Book shows `recipeNameKey(recipe)`. */
  name: string;
  /** build: made with build() at an X mark; combine: made with combine(). */
  kind: 'build' | 'combine';
  /** Type of the object that appears. */
  result: string;
  ingredients: Ingredient[];
}

/** The Code Book's recipes and build costs (document 2, §5 and §9). */
export const RECIPES: readonly Recipe[] = [
  { name: 'Bridge', kind: 'build', result: 'bridge', ingredients: [{ type: 'log', amount: 4 }] },
  { name: 'Grain stack', kind: 'build', result: 'grain_stack', ingredients: [{ type: 'grain', amount: 4 }] },
  { name: 'Wood road', kind: 'build', result: 'wood_road', ingredients: [{ type: 'plank', amount: 4 }] },
  {
    name: 'Chicken house',
    kind: 'build',
    result: 'chicken_house',
    ingredients: [{ type: 'plank', amount: 4 }],
  },
  { name: 'Stone road', kind: 'build', result: 'stone_road', ingredients: [{ type: 'stone', amount: 4 }] },
  {
    name: 'Radish Dressing',
    kind: 'combine',
    result: 'radish_dressing',
    ingredients: [
      { type: 'milk', amount: 3 },
      { type: 'cream', amount: 2 },
      { type: 'lettuce', amount: 3 },
      { type: 'radish', amount: 5 },
    ],
  },
  {
    name: 'Fruit Juice',
    kind: 'combine',
    result: 'fruit_juice',
    ingredients: [
      { type: 'water', amount: 1 },
      { type: 'empty_jar', amount: 1 },
      { type: 'orange', amount: 1 },
      { type: 'peach', amount: 1 },
      { type: 'pear', amount: 1 },
      { type: 'apple', amount: 1 },
    ],
  },
  {
    name: 'Grape Juice',
    kind: 'combine',
    result: 'grape_juice',
    ingredients: [
      { type: 'grape', amount: 1 },
      { type: 'empty_jar', amount: 1 },
    ],
  },
  {
    name: 'Berry Milk',
    kind: 'combine',
    result: 'berry_milk',
    ingredients: [
      { type: 'milk', amount: 1 },
      { type: 'red_berry', amount: 1, alternatives: ['strawberry'] },
    ],
  },
  {
    name: 'Salad',
    kind: 'combine',
    result: 'salad',
    ingredients: [
      { type: 'carrot', amount: 2 },
      { type: 'tomato', amount: 2 },
      { type: 'lettuce', amount: 6 },
      { type: 'cucumber', amount: 2 },
    ],
  },
];

/** The locale key of a recipe's name in the Code Book (`codeBook.recipe.fruit_juice`). */
export const recipeNameKey = (recipe: Recipe): string => `codeBook.recipe.${recipe.result}`;

/** The locale key of an ingredient's name in the Code Book (`codeBook.item.red_berry`). */
export const ingredientNameKey = (type: string): string => `codeBook.item.${type}`;

/** Names build() accepts (§5: "Buildable: bridge, Grain, wood, stone, chicken_house"). */
export const BUILDABLE: readonly string[] = ['bridge', 'grain', 'wood', 'stone', 'chicken_house'];

export const isBuildable = (name: string): boolean =>
  BUILDABLE.some((b) => normalizeType(name).startsWith(b));

/** The build recipe for a structure name or goal data ("bridge_vertical", "wood", "chicken_house_red"). */
export function buildRecipeFor(name: string): Recipe | undefined {
  const key = normalizeType(name);
  const word = BUILDABLE.find((b) => key.startsWith(b));
  if (!word) return undefined;
  return RECIPES.find((r) => r.kind === 'build' && normalizeType(r.result).startsWith(word));
}

/** A combine recipe by its name or result ("Fruit Juice", "fruit_juice"). */
export function combineRecipeFor(name: string): Recipe | undefined {
  const key = normalizeType(name);
  return RECIPES.find(
    (r) => r.kind === 'combine' && (normalizeType(r.name) === key || normalizeType(r.result) === key),
  );
}
