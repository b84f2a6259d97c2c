import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  height: '40rem',
  display: 'flex',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  width: 'fit-content',
});
