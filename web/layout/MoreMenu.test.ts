import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/screenTestKit';
import { navigationLinks } from './headerLinks';
import { groupedLinks } from './MoreMenu';

describe('the More menu of the back office', () => {
  it('puts every super-admin entry under a group, each group’s entries together', () => {
    const links = navigationLinks({ ...signedInUser, type: 'super_admin' }, {}).slice(4);
    expect(links.length).toBeGreaterThanOrEqual(18);
    expect(links.every((link) => link.group)).toBe(true);
    const order = groupedLinks(links).map((link) => link.group);
    const runs = order.filter((group, index) => group !== order[index - 1]);
    expect(runs).toEqual([...new Set(order)]);
    expect(runs).toEqual(['accounts', 'surveys', 'outreach', 'data', 'settings']);
  });
});
