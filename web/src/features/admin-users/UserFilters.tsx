import { useId, useState } from 'react';
import { PROFILE_STATES, ROLES, type ProfileState, type Role } from '@rules/roles';
import { INPUT_CLASS } from '../../components/fields';
import type { UserFilter } from './users-api';

const LABEL = 'text-sm font-medium text-slate-700';

export function UserFilters({ onChange }: { onChange: (filter: UserFilter) => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [state, setState] = useState<ProfileState | ''>('');
  const apply = (next: { search?: string; role?: Role | ''; state?: ProfileState | '' }) => {
    const merged = { search, role, state, ...next };
    onChange({
      search: merged.search.trim() || undefined,
      role: merged.role || undefined,
      state: merged.state || undefined,
    });
  };
  return (
    <form
      role="search"
      className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className={LABEL}>
          Search by e-mail or name
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => apply({})}
          className={INPUT_CLASS}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-role`} className={LABEL}>
          Role
        </label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(event) => {
            const value = event.target.value as Role | '';
            setRole(value);
            apply({ role: value });
          }}
          className={INPUT_CLASS}
        >
          <option value="">All roles</option>
          {ROLES.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-state`} className={LABEL}>
          State
        </label>
        <select
          id={`${id}-state`}
          value={state}
          onChange={(event) => {
            const value = event.target.value as ProfileState | '';
            setState(value);
            apply({ state: value });
          }}
          className={INPUT_CLASS}
        >
          <option value="">All states</option>
          {PROFILE_STATES.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
