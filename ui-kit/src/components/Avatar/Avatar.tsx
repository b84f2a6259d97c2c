import { useState, type HTMLAttributes } from 'react';
import { UserIcon } from '../../icons/Icon.tsx';
import { cx } from '../../styles/cx.ts';
import * as styles from './Avatar.css.ts';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's name: gives the initials and the accessible name. */
  name?: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
}

export const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A person's picture, or their initials, or a generic user icon. */
export function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  // A blank name (a directory account may come without one) names nobody: the generic user stands in.
  const named = name?.trim() || undefined;
  const label = named ?? 'User';
  return (
    <span {...props} role="img" aria-label={label} className={cx(styles.avatar({ size }), className)}>
      {src && !failed ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailed(true)} />
      ) : named ? (
        <span aria-hidden="true">{initials(named)}</span>
      ) : (
        <UserIcon className={styles.icon} />
      )}
    </span>
  );
}
