import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export { backdrop } from '../../styles/overlay.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  display: 'flex',
  maxWidth: '85vw',
  background: vars.color.sidebar,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none' });
