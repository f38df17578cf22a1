import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberMutations } from '../../api/queries/member-queries';

export function useReadMessage(uid: string): (id: number) => void {
  const mutation = useMutation(memberMutations.readMessage(uid, useQueryClient()));
  return (id) => mutation.mutate(id);
}
