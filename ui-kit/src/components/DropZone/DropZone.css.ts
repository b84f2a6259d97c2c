import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  textAlign: 'center',
  border: `${vars.size.focusRing} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.textSubtle },
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.primarySubtle, color: vars.color.primarySubtleText },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const invalidZone = style({ borderColor: vars.color.destructive });

export const iconCircle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const chosenName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});
export const chosenSize = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const errors = style({ margin: 0, paddingLeft: vars.space['4'], fontSize: vars.fontSize.sm, color: vars.color.destructiveText });
