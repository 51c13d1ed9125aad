import { NAV_ITEMS, navItemsFor } from './nav-items';

// The lists' items come from the list of lists (resources/admin-lists.ts): the menu keeps its order
// and its addresses (docs/contract.md §2), and Users stays the owner's.
test('the menu keeps its sections, their order and their addresses', () => {
  expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
    ['nav.dashboard', '/admin'],
    ['nav.inquiries', '/admin/inquiries'],
    ['nav.admissions', '/admin/admission'],
    ['nav.donations', '/admin/donationdetails'],
    ['nav.certificates', '/admin/certificates'],
    ['nav.reports', '/admin/reports'],
    ['nav.replies', '/admin/replies'],
    ['nav.courses', '/admin/courses'],
    ['nav.gallery', '/admin/gallery'],
    ['nav.videos', '/admin/videos'],
    ['nav.people', '/admin/people'],
    ['nav.siteText', '/admin/site-text'],
    ['nav.settings', '/admin/settings'],
    ['nav.activity', '/admin/activity'],
    ['nav.users', '/admin/users'],
    ['nav.releases', '/admin/releases'],
    ['nav.account', '/admin/account'],
  ]);
  expect(NAV_ITEMS.filter((item) => !item.end).length).toBe(NAV_ITEMS.length - 1);
  expect(navItemsFor('staff').map((item) => item.label)).not.toContain('nav.users');
});
