import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export { field as root, group, groupInput, groupButton as clear } from '../../styles/field.css.ts';

export const searchIcon = style({ color: vars.color.textSubtle });

export const clearHidden = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});

export const input = style({
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});
