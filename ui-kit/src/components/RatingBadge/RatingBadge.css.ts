import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const score = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
