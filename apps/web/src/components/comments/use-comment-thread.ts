import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentList, CreateCommentBody } from '@kontor/core/schemas/comments';

interface CommentEndpoints {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<CommentList>;
  add: (body: CreateCommentBody) => Promise<Comment>;
}

/** The comments of one record and adding one, as `CommentThread` takes them. */
export function useCommentThread({ queryKey, load, add }: CommentEndpoints) {
  const queryClient = useQueryClient();
  const comments = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const adding = useMutation({
    mutationFn: add,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  return {
    comments,
    add: (text: string) => adding.mutateAsync({ text }),
    adding: adding.isPending,
  };
}
