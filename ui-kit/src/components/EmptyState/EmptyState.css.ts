import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['10']} ${vars.space['6']}`,
  textAlign: 'center',
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['10'],
  height: vars.space['10'],
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const description = style({ margin: 0, maxWidth: '28rem', fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space['2'], marginTop: vars.space['2'] });
