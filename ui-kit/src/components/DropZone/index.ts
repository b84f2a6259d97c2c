export { DropZone, type DropZoneProps } from './DropZone.tsx';
export { validateFiles, matchesAccept, fileMessages, type FileRules, type FileRejection, type FileCheck } from './validateFiles.ts';
