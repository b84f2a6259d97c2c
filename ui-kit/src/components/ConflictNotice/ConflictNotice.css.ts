import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginTop: vars.space['3'] });

export const note = style({ margin: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: vars.space['1'] });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space['1']} ${vars.space['2']} ${vars.space['1']} 0`,
  verticalAlign: 'top',
  overflowWrap: 'break-word',
});
globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium });
