import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@workbench/ui-kit/theme';

/* A page of its own (account status, e-mail confirmation): the brand above one centred card. */
export const statusPage = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  background: vars.color.background,
  '@media': { [media.sm]: { padding: vars.space['10'] } },
});

export const statusColumn = style({ width: '100%', maxWidth: '32rem', display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const statusCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  '@media': { [media.sm]: { padding: vars.space['8'] } },
});

export const statusIcon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: vars.space['12'],
    height: vars.space['12'],
    borderRadius: vars.radius.full,
    marginBottom: vars.space['1'],
  },
  variants: {
    tone: {
      info: { background: vars.color.primarySubtle, color: vars.color.primarySubtleText },
      success: { background: vars.tone.green.bg, color: vars.tone.green.fg },
      danger: { background: vars.color.destructiveSubtle, color: vars.color.destructiveText },
    },
  },
});

export const statusTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const statusLead = style({ fontSize: vars.fontSize.lg, color: vars.color.text, lineHeight: vars.lineHeight.normal });
export const statusText = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const accountFacts = style({
  alignSelf: 'stretch',
  display: 'grid',
  gap: vars.space['2'],
  margin: `${vars.space['2']} 0`,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
});
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const statusActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginTop: vars.space['2'] });
export const statusNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minHeight: '1lh' });

/* The approvals screen: a table from medium screens up, a list of cards below. */
export const wideOnly = style({ display: 'none', '@media': { [media.md]: { display: 'block' } } });
export const narrowOnly = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [media.md]: { display: 'none' } },
});
export const listTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const accountList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});
export const accountItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const accountHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });
export const accountName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const accountMeta = style({ display: 'grid', gap: vars.space['1.5'], margin: 0 });
