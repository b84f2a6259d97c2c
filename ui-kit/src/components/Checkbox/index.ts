export { Checkbox, CheckboxBox, type CheckboxProps } from './Checkbox.tsx';
