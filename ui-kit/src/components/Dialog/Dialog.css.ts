import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export { backdrop, header, title, description, footer } from '../../styles/overlay.css.ts';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'scale(1)' } });

export const overlay = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialog,
  maxHeight: '90dvh',
  overflow: 'auto',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${popIn} ${vars.duration.normal} ease-out` } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** A dialog holding a table: as wide as the screen allows, up to about three standard dialogs. */
export const wide = style({ maxWidth: `calc(${vars.size.dialog} * 2.5)` });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  outline: 'none',
});
