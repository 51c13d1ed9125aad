import { trackSinceLastVisit } from './last-visit';

const c = (inquiry: number, admission = 0, donation = 0) => ({ inquiry, admission, donation });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('shows nothing on the first visit, even after a reload in that visit', () => {
  expect(trackSinceLastVisit('a@x', c(3))).toBeNull();
  expect(trackSinceLastVisit('a@x', c(4))).toBeNull();
});

it('counts what arrived since the previous visit and keeps the figure for the whole visit', () => {
  trackSinceLastVisit('a@x', c(3, 1), new Date('2026-03-01T10:00:00Z'));
  sessionStorage.clear(); // the browser was closed: a new visit
  expect(trackSinceLastVisit('a@x', c(5, 1))).toEqual({ at: '2026-03-01T10:00:00.000Z', added: c(2, 0, 0) });
  expect(trackSinceLastVisit('a@x', c(6, 1))?.added).toEqual(c(3, 0, 0));
});
