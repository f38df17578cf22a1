// The receiving screen's one call and its query (issue 14 item 2). A member's addresses never
// change once made, so they are never stale.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { WALLET_ENDPOINTS } from './wallet-endpoints';
import { WalletAddressesSchema } from './schemas/wallet-address';

export const walletAddressQuery = (uid: string) =>
  queryOptions({
    queryKey: ['wallet', 'addresses', uid] as const,
    queryFn: ({ signal }) =>
      request(WALLET_ENDPOINTS.walletAddresses, undefined, WalletAddressesSchema, { signal }),
    staleTime: Infinity,
  });
