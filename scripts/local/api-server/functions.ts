import type { Context } from 'aws-lambda';
import type { ApiEvent, ApiResult } from '../../../lambdas/http/types';
import type { FunctionGroup } from '../../../lambdas/routes';
import { handler as account } from '../../../lambdas/functions/account';
import { handler as admin } from '../../../lambdas/functions/admin';
import { handler as auth } from '../../../lambdas/functions/auth';
import { handler as bundles } from '../../../lambdas/functions/bundles';
import { handler as catalogue } from '../../../lambdas/functions/catalogue';
import { handler as checkout } from '../../../lambdas/functions/checkout';
import { handler as discounts } from '../../../lambdas/functions/discounts';
import { handler as reviews } from '../../../lambdas/functions/reviews';
import { handler as downloads } from '../../../lambdas/functions/downloads';
import { handler as interest } from '../../../lambdas/functions/interest';
import { handler as manage } from '../../../lambdas/functions/manage';
import { handler as manageFiles } from '../../../lambdas/functions/manage-files';
import { handler as myAccount } from '../../../lambdas/functions/my-account';
import { handler as n8nLibrary } from '../../../lambdas/functions/n8n-library';
import { handler as orders } from '../../../lambdas/functions/orders';
import { handler as payouts } from '../../../lambdas/functions/payouts';
import { handler as sales } from '../../../lambdas/functions/sales';
import { handler as search } from '../../../lambdas/functions/search';
import { handler as storefronts } from '../../../lambdas/functions/storefronts';
import { handler as webhook } from '../../../lambdas/functions/webhook';

type LambdaEntry = (event: ApiEvent, context: Context) => Promise<ApiResult>;
export type FunctionTable = Record<FunctionGroup, LambdaEntry>;

/** Every function group's Lambda entry; typed so a new group cannot be forgotten here. */
export const FUNCTIONS: FunctionTable = {
  catalogue,
  interest,
  account,
  auth,
  checkout,
  webhook,
  downloads,
  'my-account': myAccount,
  manage,
  'manage-files': manageFiles,
  admin,
  sales,
  'n8n-library': n8nLibrary,
  payouts,
  discounts,
  reviews,
  orders,
  search,
  storefronts,
  bundles,
};
