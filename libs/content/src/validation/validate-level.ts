import fs from 'fs';
import path from 'path';
import {
  collisionCells,
  LAYER_DRAW_ORDER,
  type LevelDefinition,
  type TiledMap,
  type Vec2,
} from '@pylands/game-engine';
import { ASSETS_DIR } from '../loader/paths';

const TILE_SIZE = 16;

interface TilesetFile {
  tilecount: number;
  image: string;
}

function readTileset(source: string, assetsDir: string): TilesetFile | undefined {
  const file = path.join(assetsDir, 'tileset_png', source);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TilesetFile) : undefined;
}

function checkMap(map: TiledMap, assetsDir: string, problems: string[]): void {
  if (map.tilewidth !== TILE_SIZE || map.tileheight !== TILE_SIZE) problems.push('tiles must be 16×16');
  const ranges: { first: number; last: number }[] = [];
  for (const ref of map.tilesets) {
    const ts = readTileset(ref.source, assetsDir);
    if (!ts) {
      problems.push(`tileset ${ref.source} not found`);
      continue;
    }
    if (!fs.existsSync(path.join(assetsDir, 'tileset_png', ts.image)))
      problems.push(`image ${ts.image} not found`);
    ranges.push({ first: ref.firstgid, last: ref.firstgid + ts.tilecount - 1 });
  }
  for (const name of LAYER_DRAW_ORDER) {
    const layer = map.layers.find((l) => l.name === name);
    if (!layer || layer.type !== 'tilelayer' || !layer.data) {
      problems.push(`missing tile layer ${name}`);
      continue;
    }
    if (layer.data.length !== map.width * map.height) {
      problems.push(`layer ${name} has ${layer.data.length} cells, expected ${map.width * map.height}`);
    }
    const unknown = layer.data.filter(
      (gid) => gid !== 0 && !ranges.some((r) => gid >= r.first && gid <= r.last),
    );
    if (unknown.length)
      problems.push(`layer ${name} uses gids missing from its tilesets: ${[...new Set(unknown)]}`);
  }
  const collisions = map.layers.find((l) => l.name === 'collisions');
  if (!collisions || collisions.type !== 'objectgroup' || !collisions.objects) {
    problems.push('missing collisions object group');
  } else {
    for (const o of collisions.objects) {
      if (![o.x, o.y, o.width, o.height].every((n) => typeof n === 'number' && n >= 0)) {
        problems.push(`collision object ${o.id ?? '?'} lacks x, y, width, height`);
      }
    }
  }
}

/**
 * Every problem that would make a level unplayable or broken on screen; empty when the level is sound.
 * Checks the map, start and items (inside the map, off walls), goals reachable in principle, sprites.
 */
export function validateLevel(level: LevelDefinition, assetsDir = ASSETS_DIR): string[] {
  const problems: string[] = [];
  const { map } = level;
  checkMap(map, assetsDir, problems);
  const walls = collisionCells(map);
  const place = (what: string, [x, y]: Vec2, mayBeOnWall = false) => {
    if (x < 0 || y < 0 || x >= map.width || y >= map.height)
      problems.push(`${what} at ${x},${y} is outside the map`);
    else if (walls.has(`${x},${y}`) && !mayBeOnWall) problems.push(`${what} at ${x},${y} is on a wall`);
  };
  place('start', level.start);
  level.items.forEach((item, i) => {
    // A structure to build (a bridge) stands where the way is blocked until it is built.
    place(`item ${i} (${item.type})`, item.position, item.action === 'build');
    const sprite = path.join(assetsDir, 'sprites', 'items', `${item.sprite ?? item.type}.png`);
    if (!fs.existsSync(sprite)) problems.push(`item ${i} sprite ${item.sprite ?? item.type}.png not found`);
  });
  for (const goal of level.levelGoals) {
    const count = goal.count ?? 1;
    const matching = level.items.filter((i) => i.type === goal.type && i.action === goal.action).length;
    if ((goal.action === 'collect' || goal.action === 'finish') && matching < count) {
      problems.push(`goal ${goal.action} ${goal.type} needs ${count} items, the level has ${matching}`);
    }
  }
  if (level.levelGoals.length === 0) problems.push('level has no goals');
  return problems;
}
