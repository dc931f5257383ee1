import { useId } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@contracts/admin';
import { INPUT_CLASS } from '../../components/fields';
import type { AuditFilter } from './security-api';

const LABEL = 'text-sm font-medium text-slate-700';

export function AuditFilters({
  filter,
  onChange,
}: {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}) {
  const id = useId();
  const set = (patch: Partial<AuditFilter>) => onChange({ ...filter, ...patch });
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filter the audit log</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-actor`} className={LABEL}>
          Actor
        </label>
        <input
          id={`${id}-actor`}
          type="search"
          placeholder="E-mail or user id"
          defaultValue={filter.actor ?? ''}
          onBlur={(event) => set({ actor: event.target.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter')
              set({ actor: event.currentTarget.value.trim() || undefined });
          }}
          className={INPUT_CLASS}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-action`} className={LABEL}>
          Action
        </label>
        <select
          id={`${id}-action`}
          value={filter.action ?? ''}
          onChange={(event) =>
            set({ action: (event.target.value || undefined) as AuditAction | undefined })
          }
          className={INPUT_CLASS}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className={LABEL}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from ?? ''}
          onChange={(event) => set({ from: event.target.value || undefined })}
          className={INPUT_CLASS}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className={LABEL}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to ?? ''}
          onChange={(event) => set({ to: event.target.value || undefined })}
          className={INPUT_CLASS}
        />
      </div>
    </fieldset>
  );
}
