export { FileIcon, type FileIconProps } from './FileIcon.tsx';
export { fileKind, fileKindLabels, type FileKind } from './fileKind.ts';
