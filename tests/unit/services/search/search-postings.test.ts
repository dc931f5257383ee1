import SearchableMap from 'minisearch/SearchableMap';
import { engineState } from '../../../../lambdas/services/search/engine-state';
import {
  applyDocumentChanges,
  emptySearchIndex,
  type DocumentChange,
} from '../../../../lambdas/services/search/search-index';
import { runSearch } from '../../../../lambdas/services/search/search-ranking';
import { compiledIndex } from '../../../../lambdas/services/search/search-postings';
import { SEARCH_FIXTURE } from '../../../fixtures/search/catalogue';

const SHOPPER = { isAdmin: false };

function renamed(id: string, name: string): DocumentChange {
  const original = SEARCH_FIXTURE.find((change) => change.id === id)!;
  return {
    id,
    built: { ...original.built!, document: { ...original.built!.document, name } },
  };
}

describe('compiled postings', () => {
  it('reads the MiniSearch state it compiles from (pinned: an upgrade that renames it fails here)', () => {
    const index = emptySearchIndex();
    applyDocumentChanges(index, SEARCH_FIXTURE.slice(0, 3));
    const state = engineState(index.engine);
    // MiniSearch's bundle carries its own copy of the class minisearch/SearchableMap exports.
    expect(state._index.constructor.name).toBe(SearchableMap.name);
    expect(state._index.fuzzyGet('slak', 1).has('slack')).toBe(true);
    expect([...state._index.atPrefix('inv').keys()]).toContain('invoice');
    expect(state._documentCount).toBe(3);
    expect(state._nextId).toBe(3);
    expect(state._documentIds.size).toBe(3);
    expect(state._fieldIds).toEqual(expect.objectContaining({ name: 0, description: 5 }));
    expect(state._fieldLength.get(0)).toHaveLength(6);
    expect(state._avgFieldLength).toHaveLength(6);
    expect(state._storedFields.get(0)).toEqual(
      expect.objectContaining({ price: expect.any(Number) }),
    );
    expect(state._options.searchOptions.bm25).toEqual({ k: 1.2, b: 0.7, d: 0.5 });
    expect(state._options.searchOptions.weights).toEqual({ fuzzy: 0.45, prefix: 0.375 });
    const [term, data] = state._index.entries().next().value!;
    expect(typeof term).toBe('string');
    expect([...data.values()][0]).toBeInstanceOf(Map);
  });

  it('follow the index as the indexer changes it in place: new words found, old ones gone', () => {
    // The indexer's working copy: searched (so compiled), then changed, then searched again.
    const index = emptySearchIndex();
    applyDocumentChanges(index, SEARCH_FIXTURE);
    const find = (q: string) =>
      runSearch(index, { q, sort: 'relevance', limit: 48 }, SHOPPER).hits.map((hit) => hit.id);
    expect(find('airtable')).toEqual(['airtable-backup']);
    expect(find('quokka')).toEqual([]);
    const before = compiledIndex(index.engine);

    expect(applyDocumentChanges(index, [renamed('airtable-backup', 'Quokka Vault')])).toBe(1);
    expect(compiledIndex(index.engine)).not.toBe(before);
    expect(find('quokka')).toEqual(['airtable-backup']);
    expect(find('backup')).toEqual([]);
    // The app still names it: the document's other fields stay searchable.
    expect(find('airtable')).toEqual(['airtable-backup']);

    expect(find('scoring')).toContain('lead-scoring');
    applyDocumentChanges(index, [{ id: 'lead-scoring' }]);
    expect(find('scoring')).not.toContain('lead-scoring');

    const base = renamed('slack-alerts', 'Wombat Digest').built!;
    applyDocumentChanges(index, [
      { id: 'wombat', built: { ...base, document: { ...base.document, id: 'wombat' } } },
    ]);
    expect(find('wombat')).toEqual(['wombat']);
  });

  it('keeps a compiled view while the index is unchanged', () => {
    const index = emptySearchIndex();
    applyDocumentChanges(index, SEARCH_FIXTURE);
    runSearch(index, { q: 'slack', sort: 'relevance', limit: 5 }, SHOPPER);
    const view = compiledIndex(index.engine);
    expect(applyDocumentChanges(index, SEARCH_FIXTURE)).toBe(0);
    runSearch(index, { q: 'slak', sort: 'relevance', limit: 5 }, SHOPPER);
    expect(compiledIndex(index.engine)).toBe(view);
    expect(view.terms.has('slack')).toBe(true);
  });
});
