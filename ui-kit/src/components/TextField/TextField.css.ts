export { field as root, input } from '../../styles/field.css.ts';
