import { AlertCircleIcon, Button, EmptyState } from '@workbench/ui-kit';

/** A list that could not be read says so, instead of reading as an empty one, and offers to ask again. */
export function LoadFailed({ what, onRetry, headingLevel = 2 }: { what: string; onRetry: () => void; headingLevel?: 2 | 3 }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<AlertCircleIcon />}
      title={`${what} could not be loaded`}
      actions={
        <Button variant="outline" onPress={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
