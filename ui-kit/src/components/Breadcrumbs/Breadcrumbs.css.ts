import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], color: vars.color.textMuted });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { color: vars.color.text, fontWeight: vars.fontWeight.medium, cursor: 'default', textDecoration: 'none' },
  },
});

export const text = style({ color: vars.color.textMuted });

export const separator = style({ color: vars.color.textSubtle, width: vars.size.iconSm, height: vars.size.iconSm });
