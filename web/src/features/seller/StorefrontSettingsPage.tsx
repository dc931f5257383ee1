import type { OwnStorefront, StorefrontBody } from '@contracts/storefronts';
import { storefrontBody } from '@contracts/storefronts';
import { HANDLE_MAX_LENGTH, MAX_BIO_LENGTH, MAX_STOREFRONT_LINKS } from '@rules/storefront';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { INPUT_CLASS } from '../../components/fields';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { StorefrontAvatar } from '../storefront/StorefrontAvatar';
import { storefrontPath } from '../storefront/paths';
import { uploadAvatar, useOwnStorefront, useSaveStorefront } from './storefront-api';

const LABEL = 'block text-sm font-medium text-slate-800';
const TEXTAREA = `${INPUT_CLASS} h-auto py-2`;

const formOf = (storefront: OwnStorefront | null): StorefrontBody => ({
  handle: storefront?.handle ?? '',
  display_name: storefront?.display_name ?? '',
  bio: storefront?.bio ?? '',
  links: storefront?.links ?? [],
  avatar_url: storefront?.avatar_url ?? '',
});

/** /seller/storefront: the seller's public page, edited; its address, followers and state. */
export function StorefrontSettingsPage() {
  const own = useOwnStorefront();
  return (
    <section aria-labelledby="storefront-heading" className="mt-6 max-w-2xl">
      <PageMeta title="Storefront" noIndex />
      <h2 id="storefront-heading" className="text-2xl font-semibold text-slate-900">
        Storefront
      </h2>
      {own.isError ? (
        <LoadError
          message="Your storefront could not be loaded."
          onRetry={() => void own.refetch()}
        />
      ) : own.data ? (
        <StorefrontForm
          key={own.data.storefront?.handle ?? 'new'}
          storefront={own.data.storefront}
        />
      ) : (
        <p className="mt-4 text-sm text-slate-600">Loading...</p>
      )}
    </section>
  );
}

function StorefrontStatus({ storefront }: { storefront: OwnStorefront }) {
  return (
    <div className="mt-4 space-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <p>
        Your page:{' '}
        <Link to={storefrontPath(storefront.handle)} className="text-indigo-700 underline">
          /sellers/{storefront.handle}
        </Link>
      </p>
      <p data-testid="own-follower-count">
        {storefront.follower_count} {storefront.follower_count === 1 ? 'follower' : 'followers'}
      </p>
      {storefront.visible_product_count === 0 && (
        <p>Shoppers see your page once one of your products is listed.</p>
      )}
      {storefront.hidden && <p className="text-amber-800">An admin has hidden your page.</p>}
    </div>
  );
}

function StorefrontForm({ storefront }: { storefront: OwnStorefront | null }) {
  const [value, setValue] = useState(() => formOf(storefront));
  const [linksText, setLinksText] = useState(() => value.links.join('\n'));
  const [uploading, setUploading] = useState(false);
  const save = useSaveStorefront();
  const set = <K extends keyof StorefrontBody>(key: K, next: StorefrontBody[K]) =>
    setValue((current) => ({ ...current, [key]: next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const links = linksText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed = storefrontBody.safeParse({ ...value, links });
    if (!parsed.success) {
      toast.error('Error', { description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data);
  };

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      set('avatar_url', await uploadAvatar(file));
    } catch (error) {
      toast.error('Error', { description: (error as Error).message });
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      {storefront && <StorefrontStatus storefront={storefront} />}
      <form onSubmit={submit} className="mt-6 grid gap-5" noValidate>
        <div>
          <label htmlFor="storefront-handle" className={LABEL}>
            Address (/sellers/…)
          </label>
          <input
            id="storefront-handle"
            className={`${INPUT_CLASS} mt-1.5`}
            value={value.handle}
            maxLength={HANDLE_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby="storefront-handle-help"
            onChange={(event) => set('handle', event.target.value)}
          />
          <p id="storefront-handle-help" className="mt-1 text-xs text-slate-600">
            Lowercase letters, digits and hyphens, 3 to 30. Links to an old address keep working.
          </p>
        </div>
        <div>
          <label htmlFor="storefront-name" className={LABEL}>
            Display name
          </label>
          <input
            id="storefront-name"
            className={`${INPUT_CLASS} mt-1.5`}
            value={value.display_name}
            onChange={(event) => set('display_name', event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="storefront-bio" className={LABEL}>
            Short bio
          </label>
          <textarea
            id="storefront-bio"
            rows={4}
            maxLength={MAX_BIO_LENGTH}
            className={`${TEXTAREA} mt-1.5`}
            value={value.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="storefront-links" className={LABEL}>
            Links (https, one per line, up to {MAX_STOREFRONT_LINKS})
          </label>
          <textarea
            id="storefront-links"
            rows={3}
            className={`${TEXTAREA} mt-1.5`}
            value={linksText}
            onChange={(event) => setLinksText(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <StorefrontAvatar
            storefront={{
              display_name: value.display_name || '?',
              avatar_url: value.avatar_url,
            }}
          />
          <label className={buttonClass('secondary', 'sm', 'cursor-pointer')}>
            {uploading ? 'Uploading...' : 'Choose avatar'}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={uploading}
              onChange={(event) => void pickAvatar(event.target.files?.[0])}
            />
          </label>
          {value.avatar_url && (
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => set('avatar_url', '')}
            >
              Remove avatar
            </button>
          )}
        </div>
        <div>
          <button
            type="submit"
            className={buttonClass('primary', 'md')}
            disabled={save.isPending || uploading}
          >
            Save storefront
          </button>
        </div>
      </form>
    </>
  );
}
