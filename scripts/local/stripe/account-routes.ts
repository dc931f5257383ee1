import { createAccount, createAccountLink, publicAccountLink } from './accounts';
import { noSuch } from './errors';
import { requiredText } from './params';
import type { ApiContext, ApiRoute } from './routes';

function ownAccount({ store, livemode }: ApiContext, id: string, param = 'id') {
  const account = store.accounts.get(id);
  if (!account || account.livemode !== livemode) throw noSuch('account', id, param);
  return account;
}

/**
 * Stripe Connect: `accounts.create` (Express), `accounts.retrieve` and `accountLinks.create`,
 * whose URL opens the local onboarding page (onboarding-routes.ts).
 */
export const ACCOUNT_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/accounts$/,
    handle: ({ params, livemode, store }) => ({
      body: store.accounts.save(createAccount(params, { livemode })),
    }),
  },
  {
    method: 'GET',
    path: /^\/v1\/accounts\/([^/]+)$/,
    handle: (context) => ({ body: ownAccount(context, context.ids[0] ?? '') }),
  },
  {
    method: 'POST',
    path: /^\/v1\/account_links$/,
    handle: (context) => {
      const account = ownAccount(context, requiredText(context.params, 'account'), 'account');
      const link = createAccountLink(context.params, account, context.now());
      context.store.accountLinks.save(link);
      return { body: publicAccountLink(link, context.publicUrl) };
    },
  },
];
