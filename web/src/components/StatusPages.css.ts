import { style } from '@vanilla-extract/css';
import { vars } from '@workbench/ui-kit/theme';

export const page = style({
  minHeight: '60dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['8'],
});

export const card = style({ width: '100%', maxWidth: '32rem' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: vars.space['10'],
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primarySubtleText,
});

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const detail = style({ color: vars.color.textMuted });
export const action = style({ marginTop: vars.space['2'] });
