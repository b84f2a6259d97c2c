import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button, type ButtonSize, type ButtonVariant } from './Button.css.ts';

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Text shown while `isPending`, e.g. 'Logging in...'. Defaults to the normal content. */
  pendingLabel?: string;
}

/** A button. While `isPending` it shows a spinner and its pending label, and ignores presses. */
export function Button({ variant, size, fullWidth, pendingLabel, isPending, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      isPending={isPending}
      className={composeRenderProps(className, (own) => [button({ variant, size, fullWidth }), own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) =>
        isPending ? (
          <>
            <Spinner decorative size="sm" />
            {pendingLabel ?? content}
          </>
        ) : (
          content
        ),
      )}
    </RACButton>
  );
}
