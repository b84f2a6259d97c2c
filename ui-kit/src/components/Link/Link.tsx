import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button, type ButtonSize, type ButtonVariant } from '../Button/Button.css.ts';
import { link } from './Link.css.ts';

export interface LinkProps extends RACLinkProps {
  variant?: 'primary' | 'muted' | 'inherit';
  /** Style the link as a button (e.g. 'Return to Dashboard'); it stays a link for assistive technology. */
  buttonVariant?: ButtonVariant;
  buttonSize?: ButtonSize;
}

/**
 * A link. With `href` it navigates through the RouterProvider the app installs (any router: give it the
 * router's navigate and useHref), so client-side routing works with modifier keys and middle-click intact.
 */
export function Link({ variant, buttonVariant, buttonSize, className, ...props }: LinkProps) {
  const own = buttonVariant ? button({ variant: buttonVariant, size: buttonSize }) : link({ variant });
  return <RACLink {...props} className={composeRenderProps(className, (c) => [own, c].filter(Boolean).join(' '))} />;
}
