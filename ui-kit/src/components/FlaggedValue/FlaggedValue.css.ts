import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';

export const flagged = style({
  // One box, so the focus ring does not break across lines with the text.
  display: 'inline-block',
  maxWidth: '100%',
  position: 'relative',
  background: vars.tone.yellow.bg,
  color: vars.tone.yellow.fg,
  borderBottom: `${vars.size.borderWidth} dashed ${vars.tone.yellow.border}`,
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  cursor: 'help',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

/** A value that explains itself without asking for a check: underlined only. */
export const noted = style({
  display: 'inline-block',
  maxWidth: '100%',
  borderBottom: `${vars.size.borderWidth} dotted currentColor`,
  cursor: 'help',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const tip = style({
  display: 'grid',
  gap: vars.space['1'],
  maxWidth: '22rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.tooltip,
  color: vars.color.tooltipText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  overflowWrap: 'anywhere',
});
