import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export { backdrop, header, title, description, footer } from '../../styles/overlay.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const modal = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: '100%',
  maxWidth: vars.size.sidePanel,
  display: 'flex',
  background: vars.color.surface,
  borderLeft: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  outline: 'none',
});

export const panelHeader = style({
  padding: `${vars.space['5']} ${vars.space['6']}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const body = style({ flex: 1, overflow: 'auto', padding: vars.space['6'] });

export const panelFooter = style({
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** A definition list for detail panels: label on the left, value on the right. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 40%) 1fr',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const detailRow = style({ display: 'contents' });
