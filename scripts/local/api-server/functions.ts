import type { Context } from 'aws-lambda';
import type { ApiEvent, ApiResult } from '../../../lambdas/http/types';
import type { FunctionGroup } from '../../../lambdas/routes';
import { handler as catalogue } from '../../../lambdas/functions/catalogue';

/** Every function group's Lambda entry; typed so a new group cannot be forgotten here. */
export const FUNCTIONS: Record<
  FunctionGroup,
  (event: ApiEvent, context: Context) => Promise<ApiResult>
> = {
  catalogue,
};
