// Query factories of the KYC and withdraw screens. Keys name the member: both are per member.
import { queryOptions } from '@tanstack/react-query';
import { withdrawApi } from '../withdraw-api';

export const withdrawQueries = {
  /** Prefix of both: refreshed after a withdrawal or a KYC application. */
  all: () => ['withdraw'] as const,
  kyc: (uid: string) =>
    queryOptions({
      queryKey: ['withdraw', 'kyc', uid] as const,
      queryFn: ({ signal }) => withdrawApi.kyc({ signal }),
    }),
  withdrawals: (uid: string) =>
    queryOptions({
      queryKey: ['withdraw', 'withdrawals', uid] as const,
      queryFn: ({ signal }) => withdrawApi.withdrawals({ signal }),
    }),
};
