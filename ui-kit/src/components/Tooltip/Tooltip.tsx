import type { ReactNode } from 'react';
import { Tooltip as RACTooltip, TooltipTrigger, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** The tooltip text. */
  content: ReactNode;
  /** One focusable element (a Button) that shows the tip on hover and keyboard focus. */
  children: ReactNode;
  delay?: number;
}

/** A short hint shown on hover and on keyboard focus of its trigger; Escape hides it. */
export function Tooltip({ content, children, delay = 500, offset = 6, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <RACTooltip {...props} offset={offset} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
