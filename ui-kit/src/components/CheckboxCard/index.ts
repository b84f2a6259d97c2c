export { CheckboxCard, type CheckboxCardProps } from './CheckboxCard.tsx';
