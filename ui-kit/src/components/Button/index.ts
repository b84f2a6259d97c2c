export { Button, type ButtonProps } from './Button.tsx';
export { button as buttonStyles, type ButtonVariant, type ButtonSize } from './Button.css.ts';
