import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellIcon, Button, CheckIcon, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { followQueryOptions, setFollowing, workHubKeys } from '../../queries/work-hub.queries.ts';

/**
 * Follow / Following: whoever follows a submission is told what happens to it (its creator and assignees
 * follow it anyway). The button shows the new state at once and goes back if the server refuses.
 */
export function FollowButton({ submissionId }: { submissionId: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = workHubKeys.follow(submissionId);
  const state = useQuery(followQueryOptions(submissionId));
  const change = useMutation({
    mutationFn: (following: boolean) => setFollowing(submissionId, following),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<{ following: boolean }>(key);
      queryClient.setQueryData(key, { following });
      return { before };
    },
    onError: (error, following, context) => {
      queryClient.setQueryData(key, context?.before);
      toast({
        variant: 'destructive',
        title: following ? 'Could not follow' : 'Could not unfollow',
        description: errorMessage(error, 'Failed to change whether you follow the submission'),
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      // The inbox's 'Following only' and its unread marks depend on it.
      void queryClient.invalidateQueries({ queryKey: workHubKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: workHubKeys.counts });
    },
  });
  const following = state.data?.following ?? false;
  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      aria-pressed={following}
      isDisabled={state.isPending}
      onPress={() => change.mutate(!following)}
    >
      {following ? <CheckIcon /> : <BellIcon />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
