import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { LockIcon } from '../../components/icons';
import { PageMeta } from '../../components/PageMeta';
import { useAuth } from '../auth/auth-context';
import { refundedAtOf } from './account-format';
import { ACCOUNT_TEXT } from './account-text';
import { useMyPurchases } from './api';
import { PurchasedProductView } from './components/PurchasedProductView';
import { AccountSkeleton } from './components/AccountSkeleton';
import { PurchasesList } from './components/PurchasesList';
import { N8N_TEXT } from './n8n/n8n-library-text';
import { N8nLibraryPanel } from './n8n/N8nLibraryPanel';
import { SettingsPanel } from './settings/SettingsPanel';
import { FollowingList } from '../storefront/FollowingList';
import { TAB_CLASS, TAB_LIST_CLASS } from './ui';

type AccountTab = 'purchases' | 'settings' | 'n8n';

/** `?tab=` values besides the default purchases tab. */
const OTHER_TABS: readonly AccountTab[] = ['settings', 'n8n'];

function tabOf(value: string | null): AccountTab {
  return OTHER_TABS.find((tab) => tab === value) ?? 'purchases';
}

const PAGE = 'mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8';

/** /myaccount. Lazy-loaded: only signed-in users need this code. */
export function AccountPage() {
  return (
    <>
      <PageMeta title={ACCOUNT_TEXT.pageTitle} />
      <AccountPageContent />
    </>
  );
}

function AccountPageContent() {
  const { user, loading, isAdmin } = useAuth();

  // The session is still being read (Amplify loads on first visit): show the page's frame with
  // the tabs' and cards' placeholders where they will be, rather than a spinner.
  if (loading) return <AccountSkeleton />;
  if (!user) return <AccessDenied />;
  return (
    <div className={PAGE}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ACCOUNT_TEXT.pageTitle}</h1>
      {isAdmin ? (
        <div className="mt-8">
          <SettingsPanel />
        </div>
      ) : (
        <BuyerAccount userId={user.id} />
      )}
    </div>
  );
}

function BuyerAccount({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const productId = params.get('product')?.trim() || null;
  const purchases = useMyPurchases(userId, true);
  const [closedProduct, setClosedProduct] = useState<string | null>(null);

  const failed = purchases.isError;
  const error = purchases.error;
  useEffect(() => {
    if (!failed) return;
    console.error('Purchases load failed', error);
    toast.error(ACCOUNT_TEXT.loadPurchasesFailed.title, {
      id: 'my-purchases-error',
      description: ACCOUNT_TEXT.loadPurchasesFailed.description,
    });
  }, [failed, error]);

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('product');
    const selected = tabOf(value);
    if (selected === 'purchases') next.delete('tab');
    else next.set('tab', selected);
    setParams(next);
  };

  const openProduct = (id: string) => {
    const next = new URLSearchParams(params);
    next.delete('tab');
    next.set('product', id);
    setParams(next);
  };

  return (
    <Tabs.Root value={tab} onValueChange={selectTab} className="mt-8">
      <Tabs.List aria-label="Account sections" className={TAB_LIST_CLASS}>
        <Tabs.Trigger value="purchases" className={TAB_CLASS} data-testid="purchases-tab">
          {purchases.isError
            ? ACCOUNT_TEXT.purchasesTabUnknown
            : ACCOUNT_TEXT.purchasesTab(purchases.data?.length ?? 0)}
        </Tabs.Trigger>
        <Tabs.Trigger value="settings" className={TAB_CLASS} data-testid="settings-tab">
          {ACCOUNT_TEXT.settingsTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="n8n" className={TAB_CLASS} data-testid="n8n-tab">
          {N8N_TEXT.tab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="purchases" className="mt-6 focus:outline-none">
        {productId ? (
          <PurchasedProductView
            key={productId}
            userId={userId}
            productId={productId}
            refundedAt={refundedAtOf(purchases.data, productId)}
            onClose={() => {
              setClosedProduct(productId);
              selectTab('purchases');
            }}
          />
        ) : (
          <PurchasesList query={purchases} onOpen={openProduct} returnFocusTo={closedProduct} />
        )}
      </Tabs.Content>
      <Tabs.Content value="settings" className="mt-6 focus:outline-none">
        <SettingsPanel />
        <FollowingList />
      </Tabs.Content>
      <Tabs.Content value="n8n" className="mt-6 focus:outline-none">
        <N8nLibraryPanel userId={userId} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function AccessDenied() {
  const { openAuthDialog } = useAuth();
  const location = useLocation();
  return (
    <div className={PAGE}>
      <div
        data-testid="access-denied"
        className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
      >
        <LockIcon className="size-10 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          {ACCOUNT_TEXT.accessDenied}
        </h1>
        <p className="mt-2 text-slate-600">{ACCOUNT_TEXT.accessDeniedText}</p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => openAuthDialog({ redirect: `${location.pathname}${location.search}` })}
        >
          {ACCOUNT_TEXT.signIn}
        </button>
      </div>
    </div>
  );
}
