import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Keyboard focus ring, shown only for keyboard focus (RAC sets data-focus-visible). */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRing,
} as const;

export const focusRingSelectors = {
  '&[data-focus-visible]': focusRing,
} as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: vars.space.px,
  height: vars.space.px,
  padding: 0,
  margin: `calc(-1 * ${vars.space.px})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});
