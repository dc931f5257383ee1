import type {
  N8nCategoriesResponse,
  N8nCollectionResponse,
  N8nCollectionsQuery,
  N8nCollectionsResponse,
  N8nSearchQuery,
  N8nSearchResponse,
  N8nTemplateResponse,
  N8nWorkflowImport,
} from '../../contracts/n8n-library';
import { getLibraryByTokenHash, getLibraryOfUser } from '../../repositories/n8n-library-repository';
import { getProfile } from '../../repositories/user-repository';
import { isBlockedProfileState } from '../../rules/roles';
import { shopMarkupToPlainText } from '../../rules/n8n-template-text';
import type { N8nWorkflow } from '../../rules/n8n-workflow';
import { NotFoundError } from '../shared/errors';
import { enforceRateLimits, type RateLimitRule } from '../shared/rate-limits';
import {
  categoryId,
  collectionId,
  loadLibrary,
  readWorkflow,
  withNodeTypes,
  type CardTemplate,
  type LibraryProduct,
  type LibraryTemplate,
} from './library-contents';
import { libraryTokenHash, looksLikeLibraryToken } from './library-token';
import {
  category,
  type CardProduct,
  collectionDetail,
  collectionSummary,
  importableWorkflow,
  templateDetail,
  templateSummary,
} from './n8n-shapes';

/**
 * Per library URL: an editor browsing templates makes a handful of calls per page, so 120 a
 * minute is generous for a person and stops a script from hammering the shop with one URL.
 */
export const N8N_LIBRARY_RATE_LIMIT: RateLimitRule = {
  scope: 'n8n-library',
  limit: 120,
  windowSeconds: 60,
};
export const N8N_LIBRARY_RATE_MESSAGE =
  'Too many requests to your n8n template library. Please wait a minute and try again.';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** Every refusal of the library looks the same, whatever the reason. */
function notFound(): NotFoundError {
  return new NotFoundError();
}

/**
 * The owner of a library URL. A malformed, unknown, rotated or revoked token, or one whose
 * owner is suspended or leaving, is the same 404. Each request of a valid URL uses one unit of
 * its rate limit.
 */
export async function libraryOwner(token: string): Promise<string> {
  if (!looksLikeLibraryToken(token)) throw notFound();
  const tokenHash = libraryTokenHash(token);
  const library = await getLibraryByTokenHash(tokenHash);
  if (!library) throw notFound();
  // The owner's record names the one current token. Rotation replaces both in one transaction;
  // checking it as well means no lookup the record does not name can ever open a library.
  const current = await getLibraryOfUser(library.user_id);
  if (current?.token_hash !== tokenHash) throw notFound();
  await enforceRateLimits(
    [{ rule: N8N_LIBRARY_RATE_LIMIT, subject: library.user_id }],
    N8N_LIBRARY_RATE_MESSAGE,
  );
  const profile = await getProfile(library.user_id);
  if (!profile || isBlockedProfileState(profile.state)) throw notFound();
  return library.user_id;
}

function allTemplates(library: readonly LibraryProduct[]): [LibraryTemplate, number][] {
  return library.flatMap((entry) =>
    entry.templates.map((template): [LibraryTemplate, number] => [
      template,
      entry.templates.length,
    ]),
  );
}

/** Comma-joined or repeated values of a query parameter, without empties. */
function listOf(...values: (string | undefined)[]): string[] {
  return values
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function positiveInteger(value: string | undefined, fallback: number, max: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(parsed) || parsed < 1) return fallback;
  return Math.min(parsed, max);
}

/** What a search matches: names, the file's title, the category and the description. */
function searchText(template: LibraryTemplate): string {
  const { product, file } = template;
  return [product.name, file.title, file.display_name, product.category, product.short_description]
    .concat(shopMarkupToPlainText(product.description))
    .join('\n')
    .toLowerCase();
}

function matchesSearch(template: LibraryTemplate, search: string | undefined): boolean {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchText(template);
  return words.every((word) => text.includes(word));
}

export async function libraryCategories(token: string): Promise<N8nCategoriesResponse> {
  const library = await loadLibrary(await libraryOwner(token));
  const names = new Map<string, string>();
  for (const entry of library) {
    const name = entry.product.category?.trim();
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return {
    categories: [...names.values()].sort((a, b) => a.localeCompare(b)).map(category),
  };
}

/**
 * n8n's search: free text, category names (any of them), pages from 1 of at most 100 rows. The
 * category filter decides on the products before their files are read; the count is exact
 * (the matching templates' list attributes) and only the page's files are read whole.
 */
export async function searchLibrary(
  token: string,
  query: N8nSearchQuery,
): Promise<N8nSearchResponse> {
  const owner = await libraryOwner(token);
  const categories = listOf(query.category, query['categories[]'], query.categories).map((name) =>
    name.toLowerCase(),
  );
  const library = await loadLibrary(
    owner,
    (product) =>
      categories.length === 0 || categories.includes((product.category ?? '').trim().toLowerCase()),
  );
  const matches = allTemplates(library).filter(([template]) =>
    matchesSearch(template, query.search),
  );
  const size = positiveInteger(query.rows ?? query.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = positiveInteger(query.page, 1, Number.MAX_SAFE_INTEGER);
  const start = (page - 1) * size;
  const shown = matches.slice(start, start + size);
  const cards = await withNodeTypes(shown.map(([template]) => template));
  return {
    totalWorkflows: matches.length,
    workflows: cards.map((card, index) => templateSummary(card, shown[index]?.[1] ?? 1)),
    filters: [],
  };
}

/** The products' templates with their cards' node types (one read of their files). */
async function withCards(entries: readonly LibraryProduct[]): Promise<CardProduct[]> {
  const cards = await withNodeTypes(entries.flatMap((entry) => entry.templates));
  let next = 0;
  return entries.map((entry) => {
    const templates = cards.slice(next, next + entry.templates.length);
    next += entry.templates.length;
    return { ...entry, templates };
  });
}

/** One collection per product with more than one workflow; categories here are ids. */
export async function libraryCollections(
  token: string,
  query: N8nCollectionsQuery,
): Promise<N8nCollectionsResponse> {
  const library = await loadLibrary(await libraryOwner(token));
  const categoryIds = listOf(query.category, query['category[]']);
  const collections = library.filter(
    (entry) =>
      entry.templates.length > 1 &&
      entry.templates.some((template) => matchesSearch(template, query.search)) &&
      (categoryIds.length === 0 ||
        categoryIds.includes(String(categoryId(entry.product.category ?? '')))),
  );
  return { collections: (await withCards(collections)).map(collectionSummary) };
}

export async function libraryCollection(token: string, id: string): Promise<N8nCollectionResponse> {
  const library = await loadLibrary(await libraryOwner(token));
  const entry = library.find(
    (candidate) =>
      candidate.templates.length > 1 && String(collectionId(candidate.product.id)) === id,
  );
  if (!entry) throw notFound();
  const [card] = await withCards([entry]);
  return { collection: collectionDetail(card as CardProduct) };
}

/** The template and its checked workflow; 404 for anything not in the caller's library. */
async function templateWithWorkflow(
  token: string,
  id: string,
): Promise<{ template: CardTemplate; siblings: number; workflow: N8nWorkflow }> {
  const library = await loadLibrary(await libraryOwner(token));
  const found = allTemplates(library).find(([template]) => String(template.id) === id);
  if (!found) throw notFound();
  const [template, siblings] = found;
  const checked = await readWorkflow(template.file);
  if (!checked?.importable) throw notFound();
  const [card] = await withNodeTypes([template]);
  return { template: card as CardTemplate, siblings, workflow: checked.workflow };
}

/** The preview page: the template's metadata with the workflow inside. */
export async function libraryTemplate(token: string, id: string): Promise<N8nTemplateResponse> {
  const { template, siblings, workflow } = await templateWithWorkflow(token, id);
  return { workflow: templateDetail(template, siblings, workflow) };
}

/** What "Use workflow" imports onto the canvas. */
export async function libraryWorkflowImport(token: string, id: string): Promise<N8nWorkflowImport> {
  const { template, siblings, workflow } = await templateWithWorkflow(token, id);
  return {
    id: template.id,
    name: templateSummary(template, siblings).name,
    workflow: importableWorkflow(workflow),
  };
}

/** The editor's reachability check; only a valid library URL answers it. */
export async function libraryHealth(token: string): Promise<{ status: 'OK' }> {
  await libraryOwner(token);
  return { status: 'OK' };
}
