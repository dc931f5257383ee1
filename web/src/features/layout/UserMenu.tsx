import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { displayName } from '@rules/validation';
import { ChevronDownIcon, LogOutIcon, SettingsIcon } from '../../components/icons';
import type { AuthUser } from '../auth/auth-context';

const ITEM =
  'flex h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-slate-700 ' +
  'outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || 'U';
}

/** Signed-in user menu: display name and e-mail, Account Settings and Sign Out. */
export function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const name = displayName(user.fullName, user.email);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        className="flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
        >
          {initialsOf(name)}
        </span>
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/myaccount?tab=settings">
              <SettingsIcon className="size-4 text-slate-500" />
              Account Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={onSignOut}>
            <LogOutIcon className="size-4 text-slate-500" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
