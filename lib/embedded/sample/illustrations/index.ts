import 'server-only';

export {
  clampImageWidth,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_KINDS,
  IMAGE_WIDTHS,
  imageHeightFor,
  isImageKind,
  LANDSCAPE_RATIO,
  renderImageSvg,
  renderImageWebp,
  type ImageKind,
} from './render';
export {
  buildPropertyImageId,
  parsePersonId,
  parsePropertyImageId,
  parseSceneId,
  PROPERTY_STYLES,
  SCENE_NAMES,
  type PropertyStyle,
  type SceneName,
} from './ids';
