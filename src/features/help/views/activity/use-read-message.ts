import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityMutations } from '../../api/queries/activity-queries';

export function useReadMessage(uid: string): (id: number) => void {
  const mutation = useMutation(activityMutations.readOne(uid, useQueryClient()));
  return (id) => mutation.mutate(id);
}
