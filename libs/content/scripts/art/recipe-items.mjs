// Writes the drawn build structures and recipe food and drinks into assets/sprites/items/ and adds
// their names to items/index.json (kept sorted; `big` lists sprites larger than one 16×16 cell as
// [columns, rows]). Needs no gallery: node scripts/art/recipe-items.mjs (from libs/content).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePng } from './image.mjs';
import { farmSprites } from './farm.mjs';
import { pantrySprites } from './pantry.mjs';
import { structureSprites, BIG_STRUCTURES } from './structures.mjs';

export function recipeItemSprites() {
  const farm = farmSprites();
  return { ...structureSprites(), ...pantrySprites({ jar: farm.jar, grapeJuice: farm.grape_juice }) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    'assets',
    'sprites',
    'items',
  );
  const sprites = recipeItemSprites();
  for (const [name, img] of Object.entries(sprites)) writePng(img, path.join(dir, `${name}.png`));
  const indexFile = path.join(dir, 'index.json');
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  const items = [...new Set([...index.items, ...Object.keys(sprites)])].sort();
  fs.writeFileSync(
    indexFile,
    JSON.stringify({ ...index, items, big: { ...(index.big ?? {}), ...BIG_STRUCTURES } }, null, 2) + '\n',
  );
  console.log(`recipe items: ${Object.keys(sprites).length} written, index lists ${items.length}`);
}
