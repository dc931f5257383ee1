import {
  loadedQueryClient,
  loadQueryClient,
  loadQueryRuntimeOnInteraction,
  withQueryClient,
} from '../../../web/src/lib/query-store';
import { eventually } from '../../support/eventually';

describe('TanStack Query, loaded apart from the first load', () => {
  it('has no client until an interaction asks for it, then one client for the app', async () => {
    const page = new EventTarget();
    loadQueryRuntimeOnInteraction(page);
    expect(loadedQueryClient()).toBeNull();

    page.dispatchEvent(new Event('pointerdown'));
    await eventually(
      async () => loadedQueryClient(),
      (loaded) => expect(loaded).not.toBeNull(),
    );
    const client = await loadQueryClient();
    expect(loadedQueryClient()).toBe(client);
    // Code that calls Query's hooks renders with the same client, never before it exists.
    await expect(withQueryClient(Promise.resolve('page'))).resolves.toBe('page');
    expect(await loadQueryClient()).toBe(client);
    // The client's defaults are the app's (5-minute cache), not Query's.
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5 * 60 * 1000);
  });
});
