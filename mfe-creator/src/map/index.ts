export { useCreatorTools, type CreatorTools } from './useCreatorTools';
export { MapPicture, type MapPictureProps } from '@pylands/map-view';
export { loadTemplateMap } from './useTemplateMap';
