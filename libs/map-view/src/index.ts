// One map drawing code for the play screen (mfe-play) and the level creator (mfe-creator).
export { composeLayers, type LoadedTileset, type MapChunk } from './composeMap';
export { groupTileLayers, type LayerGroups } from './layerOrder';
export { hasStateVariants, itemSpriteUrl } from './itemSprite';
export { ASSET_RETRY_MS, loadImage, loadJson, tryLoadImage } from './loadImage';
export { decodeGid, type DecodedGid } from './tileGid';
export {
  findTileset,
  isEmbedded,
  parseTsj,
  resolveRelative,
  tileSourceRect,
  tilesetUrl,
  type SourceRect,
  type TilesetInfo,
  type TsjFile,
} from './tileset';
export { loadTilesets } from './loadTilesets';
export { loadMapArt, type MapArt } from './mapArt';
export { spriteFit } from './spriteFit';
export {
  cellOf,
  loadPictureArt,
  PICTURE_CHARACTER,
  type CellInput,
  type PictureArt,
  type PictureItem,
} from './pictureArt';
export { drawMapPicture, pictureScale } from './drawPicture';
export { MapPicture, type MapPictureProps } from './MapPicture';
