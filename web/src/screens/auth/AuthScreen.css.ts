import { style } from '@vanilla-extract/css';
import { media, vars } from '@workbench/ui-kit/theme';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  background: vars.color.background,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(22rem, 5fr) 7fr' } },
});

/** Spec: the marketing panel is hidden on small screens. */
export const marketing = style({
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space['10'],
  padding: vars.space['12'],
  color: vars.color.textInverse,
  background: `linear-gradient(160deg, ${vars.color.primaryPressed} 0%, ${vars.color.primary} 100%)`,
  '@media': { [media.md]: { display: 'flex' } },
});

export const pitch = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], maxWidth: '30rem' });
export const headline = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});
export const lede = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, opacity: 0.9 });
export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const point = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' });
export const pointIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.lg,
  background: 'rgba(255, 255, 255, 0.14)',
  border: '1px solid rgba(255, 255, 255, 0.22)',
});
export const pointTitle = style({ display: 'block', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const pointText = style({ display: 'block', fontSize: vars.fontSize.md, opacity: 0.88, marginTop: vars.space['0.5'] });
export const footnote = style({ fontSize: vars.fontSize.sm, opacity: 0.85 });

export const formSide = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  '@media': { [media.sm]: { padding: vars.space['10'] } },
});

export const formColumn = style({ width: '100%', maxWidth: '28rem', display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const compactBrand = style({ '@media': { [media.md]: { display: 'none' } } });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const subtitle = style({ color: vars.color.textMuted });
export const cardBody = style({ padding: vars.space['6'] });
export const tabList = style({ marginBottom: vars.space['5'] });
export const panel = style({ outline: 'none' });
export const providerError = style({ marginBottom: vars.space['4'] });
export const providers = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], marginBottom: vars.space['4'] });
export const divider = style({ textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const directoryHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space['3'] });

export const demo = style({
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  background: vars.color.surface,
});
export const demoTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  marginBottom: vars.space['2'],
});
export const demoList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], margin: 0 });
export const demoRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['4'] });
export const demoRole = style({ color: vars.color.textMuted });
export const demoCredentials = style({ margin: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.text });
