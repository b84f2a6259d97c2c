import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingTop: vars.space['3'],
});
export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const buttons = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const position = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, paddingInline: vars.space['2'] });
