import { useId, useState } from 'react';
import type { AdminUserDetail } from '@contracts/admin';
import type { ManagedProduct } from '@contracts/manage/products';
import { ROLES, type Role } from '@rules/roles';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { ConfirmButton } from '../backoffice/ConfirmButton';
import { ProductPicker } from './ProductPicker';
import { useUserActions } from './user-detail-api';

const BOX = 'rounded-xl border border-slate-200 bg-white p-4';

/** Role, suspension, seller record and complimentary purchase: each confirmed in a dialog. */
export function UserActions({ detail, isSelf }: { detail: AdminUserDetail; isSelf: boolean }) {
  const { user } = detail;
  const actions = useUserActions(user.id);
  const roleId = useId();
  const [role, setRole] = useState<Role>(user.role);
  const [gift, setGift] = useState<ManagedProduct | undefined>(undefined);
  const name = user.full_name || user.email;
  const scheduled = user.state === 'delete';
  const owned = new Set(detail.purchases.map((purchase) => purchase.product_id));
  return (
    <section aria-labelledby="actions-heading" className={`${BOX} flex flex-col gap-4`}>
      <h2 id="actions-heading" className="font-semibold text-slate-900">
        Actions
      </h2>
      {scheduled && (
        <p className="text-sm text-amber-800">
          This account is scheduled for deletion; it cannot be changed.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-48">
          <label htmlFor={roleId} className={LABEL_CLASS}>
            Role
          </label>
          <select
            id={roleId}
            className={FIELD_CLASS}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            disabled={scheduled}
          >
            {ROLES.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </div>
        <ConfirmButton
          label="Change role"
          title="Change role"
          description={`Change the role of ${name} from ${user.role} to ${role}? Their next sign-in carries the new role; the change applies to their API calls at once.`}
          disabled={scheduled || role === user.role}
          success={`Role changed to ${role}`}
          onConfirm={() => actions.setRole.mutateAsync(role)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {user.state === 'suspended' ? (
          <ConfirmButton
            label="Reactivate"
            title="Reactivate account"
            description={`Reactivate ${name}? They can sign in and use the shop again.`}
            success="Account reactivated"
            onConfirm={() => actions.setState.mutateAsync('active')}
          />
        ) : (
          <ConfirmButton
            label="Suspend"
            variant="danger"
            title="Suspend account"
            description={`Suspend ${name}? They cannot sign in, and every call they make is refused.`}
            disabled={scheduled || isSelf}
            success="Account suspended"
            onConfirm={() => actions.setState.mutateAsync('suspended')}
          />
        )}
        {detail.seller?.active ? (
          <ConfirmButton
            label="Deactivate seller"
            variant="danger"
            title="Deactivate seller"
            description={`Deactivate ${name} as a seller? Their products stay in the shop; they lose the seller area.`}
            disabled={scheduled}
            success="Seller deactivated"
            onConfirm={() => actions.setSeller.mutateAsync(false)}
          />
        ) : (
          <ConfirmButton
            label="Make seller"
            title="Make seller"
            description={`Make ${name} a seller? They get the seller area and can be assigned products.`}
            disabled={scheduled}
            success={`${name} is now a seller`}
            onConfirm={() => actions.setSeller.mutateAsync(true)}
          />
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-end">
        <ProductPicker
          label="Complimentary purchase"
          value={gift}
          onChange={setGift}
          exclude={owned}
        />
        <ConfirmButton
          label="Grant"
          accessibleName="Grant complimentary purchase"
          title="Grant a complimentary purchase"
          description={`Give ${name} ${gift?.name ?? 'this product'} for free? It is not counted as a sale.`}
          disabled={scheduled || !gift}
          success="Complimentary purchase granted"
          onConfirm={async () => {
            if (gift) await actions.grant.mutateAsync(gift.id);
            setGift(undefined);
          }}
        />
      </div>
    </section>
  );
}
