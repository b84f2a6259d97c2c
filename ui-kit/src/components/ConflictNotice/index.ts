export { ConflictNotice, type ConflictField, type ConflictNoticeProps } from './ConflictNotice.tsx';
