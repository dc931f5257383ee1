import { createRequire } from 'node:module';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { FUNCTION_GROUPS } from '../../../lambdas/routes';
import type { ApiEvent, ApiResult } from '../../../lambdas/http/types';
import type { FunctionTable } from '../api-server/functions';
import type { BundledFunction } from './build';

/**
 * Loads one bundle the way Lambda does: `require` of its index.js by absolute path, so its own
 * requires resolve from its folder upwards (the bundle folder's node_modules, see build.ts).
 */
export function loadBundledHandler<E = unknown, R = unknown>(
  bundlesDir: string,
  name: BundledFunction,
): (event: E, context: Context) => Promise<R> {
  const file = path.join(bundlesDir, 'functions', name, 'index.js');
  const required = createRequire(file)(file) as { handler?: unknown };
  if (typeof required.handler !== 'function') throw new Error(`${file} exports no handler`);
  return required.handler as (event: E, context: Context) => Promise<R>;
}

/** Every function group's entry from its bundle, all loaded up front so a broken one fails now. */
export function loadBundledFunctions(bundlesDir: string): FunctionTable {
  return Object.fromEntries(
    FUNCTION_GROUPS.map((group) => [
      group,
      loadBundledHandler<ApiEvent, ApiResult>(bundlesDir, group),
    ]),
  ) as FunctionTable;
}
