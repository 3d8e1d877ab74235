import type { TiledMap, Vec2 } from '../types';
import { cellKey } from '../geometry/vec';
import { collisionCells, insideMap } from './walkability';

/**
 * The static map: its bounds, the cells covered by the collisions layer's rectangles (pixel
 * coordinates, converted with the map's tile size) and lookups of tiles on named layers.
 */
export class MapGrid {
  readonly width: number;
  readonly height: number;
  private readonly collisions: Set<string>;

  constructor(private readonly map: TiledMap) {
    this.width = map.width;
    this.height = map.height;
    this.collisions = collisionCells(map);
  }

  inside(cell: Vec2): boolean {
    return insideMap(this, cell);
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
