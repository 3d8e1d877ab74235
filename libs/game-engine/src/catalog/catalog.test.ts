import { buildRecipeFor, combineRecipeFor } from './recipes';

describe('recipe lookup (§5, §9)', () => {
  it('finds recipes by structure, goal data or name', () => {
    expect(buildRecipeFor('bridge_horizontal')?.name).toBe('Bridge');
    expect(buildRecipeFor('chicken_house_blue')?.name).toBe('Chicken house');
    expect(buildRecipeFor('castle')).toBeUndefined();
    expect(combineRecipeFor('fruit juice')?.result).toBe('fruit_juice');
  });
});
