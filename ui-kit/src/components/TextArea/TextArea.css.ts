import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { input } from '../../styles/field.css.ts';

export { field as root } from '../../styles/field.css.ts';

export const textArea = style([
  input,
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    minHeight: vars.space['20'],
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
  },
]);
