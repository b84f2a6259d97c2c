import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export { field as root, group, groupInput, groupButton } from '../../styles/field.css.ts';

export const steppers = style({ display: 'flex', flexDirection: 'column', alignSelf: 'stretch', justifyContent: 'center' });

export const stepper = style({ height: `calc(${vars.size.controlMd} / 2 - ${vars.space['0.5']})`, width: vars.space['6'] });

export const number = style({ fontVariantNumeric: 'tabular-nums' });
