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

/** Out of sight, still read by screen readers: the rules, for use inside a media query too. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: vars.space.px,
  height: vars.space.px,
  padding: 0,
  margin: `calc(-1 * ${vars.space.px})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
export const visuallyHidden = style(visuallyHiddenRules);

const fade = vars.space['10'];

/** Content that scrolls sideways fades the edge past which more is hidden (see useScrollCue). */
export const scrollFade = style({
  selectors: {
    '&[data-more-after]': { maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)` },
    '&[data-more-before]': { maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)` },
    '&[data-more-before][data-more-after]': {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
  },
});

/** A row that scrolls sideways, its scrollbar hidden: the faded edge says that more is there. */
export const scrollCue = style([
  scrollFade,
  { overflowX: 'auto', scrollbarWidth: 'none', selectors: { '&::-webkit-scrollbar': { display: 'none' } } },
]);

/** Long unbroken text (an e-mail address, a reference) wraps anywhere rather than spilling out of its box. */
export const wrapAnywhere = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** One line, cut with an ellipsis; give the full text in a title. */
export const truncate = style({ display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});
