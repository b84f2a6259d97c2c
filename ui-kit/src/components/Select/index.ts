export { Select, SelectItem, type SelectProps, type SelectOption } from './Select.tsx';
