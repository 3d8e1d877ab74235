import en from '../../../../shared-ui/locales/en.json';
import { COMMAND_DOCS, commandDescriptionKey } from './command-docs';
import { buildRecipeFor, combineRecipeFor, ingredientNameKey, RECIPES, recipeNameKey } from './recipes';

describe('recipe lookup (§5, §9)', () => {
  it('finds recipes by structure, goal data or name', () => {
    expect(buildRecipeFor('bridge_horizontal')?.name).toBe('Bridge');
    expect(buildRecipeFor('chicken_house_blue')?.name).toBe('Chicken house');
    expect(buildRecipeFor('castle')).toBeUndefined();
    expect(combineRecipeFor('fruit juice')?.result).toBe('fruit_juice');
  });
});

describe('Code Book texts (locale keys, the command names stay code)', () => {
  const locale = en as Record<string, string>;

  it('has an English description for every command', () => {
    for (const doc of COMMAND_DOCS) expect(locale[commandDescriptionKey(doc.name)]).toMatch(/\w.*\.$/);
  });

  it('has an English name for every recipe and every ingredient it lists', () => {
    for (const recipe of RECIPES) {
      expect(locale[recipeNameKey(recipe)]).toBe(recipe.name);
      for (const ingredient of recipe.ingredients)
        for (const type of [ingredient.type, ...(ingredient.alternatives ?? [])])
          expect(locale[ingredientNameKey(type)]).toBe(type.replace(/_/g, ' '));
    }
  });
});
