export { RadioCardGroup, RadioCard, type RadioCardGroupProps, type RadioCardProps } from './RadioCardGroup.tsx';
