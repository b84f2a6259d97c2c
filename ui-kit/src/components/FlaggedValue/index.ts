export { FlaggedValue, type FlaggedValueProps } from './FlaggedValue.tsx';
