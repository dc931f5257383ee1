import { useIsMutating } from '@tanstack/react-query';

/**
 * The panels of the edit page (images, related products) each save with the product's
 * revision; while one save runs, the others wait for the revision it brings back instead of
 * sending the old one and getting a 409.
 */
export const productSaveKey = (productId: string) =>
  ['manage-products', 'save', productId] as const;

export function useProductSaving(productId: string): boolean {
  return useIsMutating({ mutationKey: productSaveKey(productId) }) > 0;
}
