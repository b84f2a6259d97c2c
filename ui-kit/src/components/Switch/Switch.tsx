import type { ReactNode } from 'react';
import { Switch as RACSwitch, composeRenderProps, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  children?: ReactNode;
}

/** An on/off switch with its label as children ('Share with Client'). */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (c) => [styles.switchRoot, c].filter(Boolean).join(' '))}>
      <span aria-hidden="true" className={styles.track}>
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
