import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { RELATIONSHIP_TYPES, type RelationshipType } from '@rules/product-content';
import { buttonClass } from '../../../components/button';
import { TrashIcon } from '../../../components/icons';
import { callApi } from '../../../lib/api-client';
import { errorText, type Detail } from '../api';
import { moved, sameLink, type Link } from '../relationship-links';
import { ProductPicker } from './ProductPicker';
import { productSaveKey, useProductSaving } from './product-saves';
import { queryKeys } from '../../../lib/query-keys';

/** The product page's group titles, so the seller sees the words shoppers will see. */
const GROUP_TITLES: Record<RelationshipType, string> = {
  dependency: 'Required Products',
  recommended: 'Recommended Products',
  related: 'Related Products',
};

/**
 * Required, recommended and related products, picked from the catalogue the caller manages,
 * in the order the product page shows them (up and down within a group). Each change replaces
 * the whole list at once with the product's revision.
 */
export function RelationshipsPanel({ detail }: { detail: Detail }) {
  const { product, relationships } = detail;
  const queryClient = useQueryClient();
  const [type, setType] = useState<RelationshipType>('related');
  const saving = useProductSaving(product.id);
  const save = useMutation({
    mutationKey: productSaveKey(product.id),
    mutationFn: (links: Link[]) =>
      callApi('PUT /api/manage/products/{id}/relationships', {
        params: { id: product.id },
        body: { revision: product.revision, relationships: links },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.manageProducts.detail(product.id), next);
      toast.success('Related products updated');
    },
    onError: (error) =>
      toast.error('Update Failed', {
        description: errorText(error, 'Failed to update related products. Please try again.'),
      }),
  });
  const current: Link[] = relationships.map(({ relationship_type, target_product_id }) => ({
    relationship_type,
    target_product_id,
  }));
  const linkedIds = new Set([product.id, ...current.map((link) => link.target_product_id)]);

  return (
    <section
      aria-labelledby="relationships-heading"
      className="rounded-xl border border-slate-200 p-4"
    >
      <h3 id="relationships-heading" className="font-semibold text-slate-900">
        Related products
      </h3>
      {RELATIONSHIP_TYPES.map((group) => {
        const members = relationships.filter((link) => link.relationship_type === group);
        return (
          <div key={group} className="mt-4">
            <h4 className="text-sm font-semibold text-slate-700">{GROUP_TITLES[group]}</h4>
            {members.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">None</p>
            ) : (
              <ul className="mt-1 divide-y divide-slate-100" data-testid={`links-${group}`}>
                {members.map((link, index) => {
                  const title = link.target_name || 'A product that no longer exists';
                  return (
                    <li key={link.target_product_id} className="flex items-center gap-1 py-1.5">
                      <span className="mr-auto text-sm text-slate-900">{title}</span>
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm', 'px-2')}
                        aria-label={`Move ${title} up`}
                        disabled={saving || index === 0}
                        onClick={() => save.mutate(moved(current, link, -1))}
                      >
                        <ChevronUp aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm', 'px-2')}
                        aria-label={`Move ${title} down`}
                        disabled={saving || index === members.length - 1}
                        onClick={() => save.mutate(moved(current, link, 1))}
                      >
                        <ChevronDown aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm', 'px-2 text-red-700')}
                        aria-label={`Remove ${title} from ${GROUP_TITLES[group]}`}
                        disabled={saving}
                        onClick={() =>
                          save.mutate(current.filter((other) => !sameLink(other, link)))
                        }
                      >
                        <TrashIcon className="size-4" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}

      <div className="mt-6 border-t border-slate-200 pt-4">
        <label htmlFor="relationship-type" className="block text-sm font-medium text-slate-700">
          Add as
        </label>
        <select
          id="relationship-type"
          value={type}
          onChange={(event) => setType(event.target.value as RelationshipType)}
          className="mt-1 h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {RELATIONSHIP_TYPES.map((option) => (
            <option key={option} value={option}>
              {GROUP_TITLES[option]}
            </option>
          ))}
        </select>
        <ProductPicker
          excludedIds={linkedIds}
          disabled={saving}
          onPick={(target) =>
            save.mutate([...current, { relationship_type: type, target_product_id: target.id }])
          }
        />
      </div>
    </section>
  );
}
