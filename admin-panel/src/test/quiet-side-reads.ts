/**
 * The reads a screen makes on the side, for the tests that are not about them: who a lead can be
 * given to (every list's and record's assignee names), a lead's reply templates and the institute's
 * name they are filled with, answered with none. Unmocked, each is a real request to no server:
 * refused, and only noise in the test's output (the screens show the same either way: no names, no
 * templates, the default name). A test file imports this module before anything else, so the mocks
 * are in place before the panel's modules load (jest.mock is hoisted within this module). The tests
 * of the leads and of the settings mock these calls themselves, and do not import it.
 */
jest.mock('../features/leads/leads-api', () => ({
  ...jest.requireActual<object>('../features/leads/leads-api'),
  fetchAssignees: jest.fn(async () => []),
  fetchReplyTemplates: jest.fn(async () => []),
}));
jest.mock('../features/settings/settings-api', () => ({
  ...jest.requireActual<object>('../features/settings/settings-api'),
  getSettings: jest.fn(async () => jest.requireActual('@dds/shared/schemas/site-settings').EMPTY_SITE_SETTINGS),
}));
