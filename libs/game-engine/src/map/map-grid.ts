import type { TiledMap, Vec2 } from '../types';
import { cellKey } from '../geometry/vec';

const COLLISION_LAYER = /^collisions?$/i;

/**
 * The static map: its bounds, the cells covered by the collisions layer's rectangles (pixel
 * coordinates, converted with the map's tile size) and lookups of tiles on named layers.
 */
export class MapGrid {
  readonly width: number;
  readonly height: number;
  private readonly collisions = new Set<string>();

  constructor(private readonly map: TiledMap) {
    this.width = map.width;
    this.height = map.height;
    const tw = map.tilewidth || 16;
    const th = map.tileheight || 16;
    for (const layer of map.layers) {
      if (layer.type !== 'objectgroup' || !COLLISION_LAYER.test(layer.name)) continue;
      for (const rect of layer.objects ?? []) {
        const x0 = Math.floor(rect.x / tw);
        const y0 = Math.floor(rect.y / th);
        // A rectangle covers every cell it overlaps; a zero-size one (a point) covers its own cell.
        const x1 = Math.max(x0, Math.ceil((rect.x + rect.width) / tw) - 1);
        const y1 = Math.max(y0, Math.ceil((rect.y + rect.height) / th) - 1);
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) this.collisions.add(cellKey([x, y]));
      }
    }
  }

  inside([x, y]: Vec2): boolean {
    return (
      Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height
    );
  }

  hasCollision(cell: Vec2): boolean {
    return this.collisions.has(cellKey(cell));
  }

  /** True when a tile layer whose name matches `pattern` has a tile at the cell. */
  hasTileOn(pattern: RegExp, cell: Vec2): boolean {
    if (!this.inside(cell)) return false;
    return this.map.layers.some((layer) => {
      if (layer.type !== 'tilelayer' || !pattern.test(layer.name) || !layer.data) return false;
      const width = layer.width ?? this.width;
      return (layer.data[cell[1] * width + cell[0]] ?? 0) !== 0;
    });
  }
}
