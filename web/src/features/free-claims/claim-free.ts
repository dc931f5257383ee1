import { toast } from 'sonner';
import { ApiError, callApi } from '../../lib/api-client';

/**
 * A signed-in buyer's free claim: one call, then the profile refreshed so the owned state (Open
 * in Dashboard, Already Purchased) follows. Fetched on the first click, so the cards of a shop
 * with free products carry none of it.
 */
export async function claimFree(
  product: { id: string; name: string },
  refreshMe: () => Promise<unknown>,
): Promise<void> {
  try {
    await callApi('POST /api/free-claims', { body: { productId: product.id } });
  } catch (error) {
    toast.error('Could not get it', {
      description: error instanceof ApiError ? error.message : 'Please try again.',
    });
    return;
  }
  toast.success('It is yours!', { description: `${product.name} is in your dashboard.` });
  await refreshMe();
}
