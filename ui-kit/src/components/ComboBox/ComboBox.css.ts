export { field as root, group, groupInput, groupButton, popover, listBox } from '../../styles/field.css.ts';
