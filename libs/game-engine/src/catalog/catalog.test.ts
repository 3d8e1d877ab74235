import { buildRecipeFor, combineRecipeFor, RECIPES } from './recipes';
import { COMMAND_DOCS } from './command-docs';

describe('RECIPES (§5, §9)', () => {
  const needs = (name: string) =>
    RECIPES.find((r) => r.name === name)!.ingredients.map((i) => [
      i.amount,
      i.type,
      ...(i.alternatives ?? []),
    ]);

  it('gives the build costs: bridge 4 logs, grain stack 4 grain, wood road and chicken house 4 planks, stone road 4 stone', () => {
    expect(needs('Bridge')).toEqual([[4, 'log']]);
    expect(needs('Grain stack')).toEqual([[4, 'grain']]);
    expect(needs('Wood road')).toEqual([[4, 'plank']]);
    expect(needs('Chicken house')).toEqual([[4, 'plank']]);
    expect(needs('Stone road')).toEqual([[4, 'stone']]);
  });

  it('gives the Code Book recipes', () => {
    expect(needs('Radish Dressing')).toEqual([
      [3, 'milk'],
      [2, 'cream'],
      [3, 'lettuce'],
      [5, 'radish'],
    ]);
    expect(needs('Fruit Juice')).toEqual([
      [1, 'water'],
      [1, 'empty_jar'],
      [1, 'orange'],
      [1, 'peach'],
      [1, 'pear'],
      [1, 'apple'],
    ]);
    expect(needs('Grape Juice')).toEqual([
      [1, 'grape'],
      [1, 'empty_jar'],
    ]);
    expect(needs('Berry Milk')).toEqual([
      [1, 'milk'],
      [1, 'red_berry', 'strawberry'],
    ]);
    expect(needs('Salad')).toEqual([
      [2, 'carrot'],
      [2, 'tomato'],
      [6, 'lettuce'],
      [2, 'cucumber'],
    ]);
  });

  it('finds recipes by structure, goal data or name', () => {
    expect(buildRecipeFor('bridge_horizontal')?.name).toBe('Bridge');
    expect(buildRecipeFor('chicken_house_blue')?.name).toBe('Chicken house');
    expect(buildRecipeFor('castle')).toBeUndefined();
    expect(combineRecipeFor('fruit juice')?.result).toBe('fruit_juice');
  });
});

describe('COMMAND_DOCS', () => {
  it('documents every command of the Code Book with its signature', () => {
    expect(COMMAND_DOCS.map((d) => d.signature)).toEqual([
      'move_forward([steps])',
      'turn_left()',
      'turn_right()',
      'push()',
      'speak(text)',
      'build(name)',
      'water()',
      'collect(item)',
      'open()',
      'close()',
      'place(item, count)',
      'combine(ingredients)',
      'plant(dictionary, key)',
      'write(text)',
      'read()',
      'question(text)',
      'display(text)',
    ]);
    for (const doc of COMMAND_DOCS) expect(doc.description.length).toBeGreaterThan(10);
  });

  it('marks write, read, question and display as asynchronous (they pause on a popup)', () => {
    expect(COMMAND_DOCS.filter((d) => d.async).map((d) => d.name)).toEqual([
      'write',
      'read',
      'question',
      'display',
    ]);
  });

  it("offers in autocomplete exactly the spec's list", () => {
    expect(COMMAND_DOCS.filter((d) => d.autocomplete).map((d) => d.name)).toEqual([
      'move_forward',
      'turn_left',
      'turn_right',
      'push',
      'speak',
      'build',
      'water',
      'collect',
      'open',
      'close',
      'place',
      'combine',
    ]);
  });
});
