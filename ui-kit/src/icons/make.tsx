import type { ReactNode, SVGProps } from 'react';
import { icon } from '../styles/shared.css.ts';
import { cx } from '../styles/cx.ts';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/**
 * Stroke icons on a 24-unit grid (Lucide-style), drawn in currentColor. Each icon lives in a module of its own
 * (glyphs/), so a page's code carries only the icons it draws: one module of them all would be kept whole in
 * the first bundle, the sign-in page's, for the single icon it uses.
 */
export function makeIcon(name: string, paths: ReactNode) {
  const Component = ({ title, className, ...props }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx(icon, className)}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {paths}
    </svg>
  );
  Component.displayName = name;
  return Component;
}
