import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const center = style({
  minHeight: '60dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['8'],
});
