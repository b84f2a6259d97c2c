import { useQuery } from '@tanstack/react-query';
import { Badge } from '@workbench/ui-kit';
import { followQueryOptions } from '../../queries/work-hub.queries.ts';

/**
 * The header's 'Subscribed' tag: shown while the signed-in person follows the submission. It reads the same
 * follow state as the Follow button, so it comes and goes the moment the button is pressed.
 */
export function SubscribedTag({ submissionId }: { submissionId: string }) {
  const state = useQuery(followQueryOptions(submissionId));
  return state.data?.following ? (
    <Badge tone="blue" shape="rounded">
      Subscribed
    </Badge>
  ) : null;
}
