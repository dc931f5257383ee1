import { moved, type Link } from '../../../web/src/features/manage-products/relationship-links';

const links: Link[] = [
  { relationship_type: 'dependency', target_product_id: 'a' },
  { relationship_type: 'related', target_product_id: 'b' },
  { relationship_type: 'dependency', target_product_id: 'c' },
  { relationship_type: 'related', target_product_id: 'd' },
];
const ids = (list: Link[]) => list.map((link) => link.target_product_id);

describe('moving a related product within its group', () => {
  it('swaps it with the next or previous link of the same type only', () => {
    expect(ids(moved(links, links[0]!, 1))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(moved(links, links[3]!, -1))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('leaves the list as it is at either end of the group', () => {
    expect(ids(moved(links, links[0]!, -1))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moved(links, links[3]!, 1))).toEqual(['a', 'b', 'c', 'd']);
  });
});
