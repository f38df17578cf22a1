import { useTranslation } from 'react-i18next';
import type { WalletAsset } from '../../../../money/amount';

/** The member's words for an asset the server names ('GACT' → "GACT 代幣" in zh-TW). */
export function useAssetName(): (asset: string) => string {
  const { t } = useTranslation();
  return (asset) => t(`wallet.assets.${asset as WalletAsset}`);
}
