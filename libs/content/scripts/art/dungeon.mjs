// Dungeon floors, walls, stairs and hazards, straight from the gallery.
export const DUNGEON_NAMES = [
  'floorLight0', 'floorLight1', 'floorLight2', 'floorLight3', 'floorLight4', 'floorLight5', 'floorLightMoss',
  'floorMixed', 'floorDark0', 'floorDark1', 'floorDark2', 'floorDark3', 'floorDark4', 'floorDark5',
  'floorDarkDiamond', 'darkGroundNorthWest0', 'darkGroundNorth', 'darkGroundNorthEast0', 'darkGroundWest',
  'darkGroundCenter', 'darkGroundEast', 'darkGroundSouthWest0', 'darkGroundSouth', 'darkGroundSouthEast0',
  'greenOuterNorthWest', 'greenOuterNorth0', 'greenOuterNorth1', 'greenOuterNorth2', 'greenOuterNorthEast',
  'greenOuterWest0', 'greenOuterWest1', 'greenOuterWest2', 'greenOuterEast0', 'greenOuterEast1',
  'greenOuterEast2', 'greenOuterSouthWest', 'greenOuterSouth0', 'greenOuterSouth1', 'greenOuterSouth2',
  'greenOuterSouthEast', 'greenInnerNorthWest', 'greenInnerNorthEast', 'greenInnerSouthWest',
  'greenInnerSouthEast', 'purpleOuterNorthWest', 'purpleOuterNorth0', 'purpleOuterNorth1',
  'purpleOuterNorth2', 'purpleOuterNorthEast', 'purpleOuterWest0', 'purpleOuterWest1', 'purpleOuterWest2',
  'purpleOuterEast0', 'purpleOuterEast1', 'purpleOuterEast2', 'purpleOuterSouthWest', 'purpleOuterSouth0',
  'purpleOuterSouth1', 'purpleOuterSouth2', 'purpleOuterSouthEast', 'purpleInnerNorthWest',
  'purpleInnerNorthEast', 'purpleInnerSouthWest', 'purpleInnerSouthEast', 'stairNorth', 'stairSouth',
  'stairEast', 'stairWest', 'stairLarge', 'stairLadder', 'hazardWater', 'hazardLava0', 'hazardLava1',
  'hazardHole', 'hazardSpike',
];

const snake = (s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\D)(\d)$/, '$1_$2');

export function dungeonTiles(g) {
  return DUNGEON_NAMES.map((n) => [snake(n), g(`sprites.dungeon.${n}`)]);
}
