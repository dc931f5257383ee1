import type { MyN8nLibraryCreated, MyN8nLibraryStatus } from '../../contracts/n8n-library';
import { config } from '../../infra/config';
import {
  deleteLibraryOfUser,
  getLibraryOfUser,
  replaceLibrary,
} from '../../repositories/n8n-library-repository';
import { ConflictError } from '../shared/errors';
import { libraryTokenHash, libraryTokenHint, newLibraryToken } from './library-token';

const CHANGED_MEANWHILE = 'Your n8n library was changed at the same time. Please try again.';

/**
 * The personal base URL n8n's editor appends `/health`, `/templates/...` and
 * `/workflows/templates/...` to. No trailing slash: axios joins with one, and an editor that
 * concatenated directly would otherwise produce a `//` path.
 */
export function libraryUrl(token: string): string {
  return `${config().siteUrl.replace(/\/+$/, '')}/api/n8n/${token}`;
}

/** The URL as the account shows it after creation: the token hidden but for its hint. */
export function maskedLibraryUrl(tokenHint: string): string {
  return libraryUrl(`${'•'.repeat(8)}${tokenHint}`);
}

export async function getMyN8nLibrary(userId: string): Promise<MyN8nLibraryStatus> {
  const library = await getLibraryOfUser(userId);
  return {
    connected: Boolean(library),
    createdAt: library?.created_at ?? null,
    tokenHint: library?.token_hint ?? null,
    maskedUrl: library ? maskedLibraryUrl(library.token_hint) : null,
  };
}

/**
 * Creates the caller's library URL, or rotates it: the previous token stops working in the
 * same transaction that makes the new one valid. The token is returned once and never again.
 */
export async function createOrRotateMyN8nLibrary(
  userId: string,
  now = new Date(),
): Promise<MyN8nLibraryCreated> {
  const previous = await getLibraryOfUser(userId);
  const token = newLibraryToken();
  const record = {
    user_id: userId,
    token_hash: libraryTokenHash(token),
    token_hint: libraryTokenHint(token),
    created_at: now.toISOString(),
  };
  if (!(await replaceLibrary(record, previous?.token_hash))) {
    throw new ConflictError(CHANGED_MEANWHILE);
  }
  return { url: libraryUrl(token), createdAt: record.created_at, tokenHint: record.token_hint };
}

/** Revokes the caller's library URL; nothing to revoke is fine too. */
export async function revokeMyN8nLibrary(userId: string): Promise<void> {
  if (!(await deleteLibraryOfUser(userId))) throw new ConflictError(CHANGED_MEANWHILE);
}
