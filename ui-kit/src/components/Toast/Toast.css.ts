import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/shared.css.ts';

const slideIn = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space['2']}))`, opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

/** Where the app's header ends and its sidebar ends (wider screens): the toasts stay clear of both. */
export const clearTop = createVar();
export const clearStart = createVar();
/** Where the lowest of the page's own headers in view ends (their actions stay reachable too). */
export const clearBelow = createVar();

/**
 * Just below the header, so its Log out stays reachable, and below a page's own header while it is in view, so
 * its actions do too: across the top on phones, and from md up at the top right, at most 420px wide and never
 * over the sidebar. There it covers no table's pager, forward button or message box (the pagers at the bottom
 * left, the forward buttons and the message composer at the bottom right).
 */
export const viewport = style({
  position: 'fixed',
  top: `max(${fallbackVar(clearTop, '0px')}, ${fallbackVar(clearBelow, '0px')})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['2'],
  padding: vars.space['4'],
  margin: 0,
  listStyle: 'none',
  maxHeight: '100dvh',
  outline: 'none',
  pointerEvents: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.space['2']})` } },
  '@media': {
    [media.md]: {
      left: 'auto',
      right: 0,
      flexDirection: 'column',
      width: '100%',
      maxWidth: `min(${vars.size.toastMaxWidth}, calc(100vw - ${fallbackVar(clearStart, '0px')}))`,
    },
  },
});

export const list = style({ display: 'contents' });

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    width: '100%',
    padding: `${vars.space['4']} ${vars.space['10']} ${vars.space['4']} ${vars.space['4']}`,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    touchAction: 'pan-y',
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-swiping]': { transition: 'none' },
    },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    variant: {
      default: {},
      success: { borderColor: vars.tone.green.border },
      destructive: {
        background: vars.color.destructive,
        borderColor: vars.color.destructive,
        color: vars.color.primaryText,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: 1, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.md });

export const close = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['6'],
  height: vars.space['6'],
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  opacity: 0.7,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { opacity: 1 },
    '&[data-focus-visible]': { ...focusRing, opacity: 1 },
  },
});
