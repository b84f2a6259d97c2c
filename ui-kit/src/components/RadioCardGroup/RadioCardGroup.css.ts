import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export { card, body, title, description, extra, radio } from '../../styles/choiceCard.css.ts';
export { label, description as groupDescription, error } from '../../styles/field.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space['3'],
});
