import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const list = style({
  listStyle: 'none',
  margin: `${vars.space['2']} 0 ${vars.space['3']}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
