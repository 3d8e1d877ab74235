import fs from 'fs';
import path from 'path';
import type { TiledMap, Vec2 } from '@pylands/game-engine';
import { getLevel } from './catalog';
import { PACKAGE_ROOT } from '../loader/paths';

/** creator-templates/<name>/: a template map of the level creator (layout.txt, map.json, level.json). */
export const CREATOR_TEMPLATES_DIR = path.join(PACKAGE_ROOT, 'creator-templates');
/** The farm template is the Creative chapter's Open Field, the creator's default map. */
const FARM = { mapPath: 'creative-01.json', course: 'python', slug: 'creative-01' };

/** A map a creative level is built on: its tiles and where the player starts. */
export interface CreatorTemplate {
  mapPath: string;
  map: TiledMap;
  start: Vec2;
}

const cache = new Map<string, CreatorTemplate | null>();

function read(mapPath: string): CreatorTemplate | null {
  if (mapPath === FARM.mapPath) {
    const level = getLevel(FARM.course, FARM.slug);
    return level ? { mapPath, map: level.map, start: level.start } : null;
  }
  const name = /^([a-z0-9][a-z0-9_-]*)\.json$/.exec(mapPath)?.[1];
  if (!name) return null;
  const dir = path.join(CREATOR_TEMPLATES_DIR, name);
  if (!fs.existsSync(path.join(dir, 'map.json'))) return null;
  const map = JSON.parse(fs.readFileSync(path.join(dir, 'map.json'), 'utf8')) as TiledMap;
  const settings = JSON.parse(fs.readFileSync(path.join(dir, 'level.json'), 'utf8')) as { start: Vec2 };
  return { mapPath, map, start: settings.start };
}

/** The template of a creative level's `map_path` (e.g. creative-winter.json); undefined for an unknown one. */
export function creatorTemplate(mapPath: string): CreatorTemplate | undefined {
  if (!cache.has(mapPath)) cache.set(mapPath, read(mapPath));
  return cache.get(mapPath) ?? undefined;
}
