export { field as root, group, groupInput, groupButton, popover, listBox, listEmpty as empty } from '../../styles/field.css.ts';
