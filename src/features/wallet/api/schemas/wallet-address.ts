// The member's receiving addresses (issue 14 item 2, decision 035): one each for USDT, GACT and
// NFTs. Its own module so the receiving screen shares no chunk with the wallet home.
import * as z from 'zod/mini';

export const ADDRESS_KINDS = ['USDT', 'GACT', 'NFT'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const WalletAddressSchema = z.object({
  kind: z.enum(ADDRESS_KINDS),
  /** EIP-55 form; an empty one is shown as "Wallet address cannot be empty" (docs/product/wallet.md). */
  address: z.string().check(z.maxLength(42)),
});
export const WalletAddressesSchema = z.array(WalletAddressSchema);
export type WalletAddress = z.infer<typeof WalletAddressSchema>;
