import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/shared.css.ts';

/*
 * The Link and Button looks (their recipes) mark hover, press and keyboard focus with react-aria's data
 * attributes; these plain elements get the same looks from the matching CSS states.
 */
export const cellLink = style({
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const cellButton = style({
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&:active:not(:disabled)': { background: vars.color.border },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
