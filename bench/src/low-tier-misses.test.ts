import type { InpCell } from './inp';
import { inpMissesCell, missesReport, routeMeets, routeMissesCell, type RouteRecheck } from './low-tier-misses';

const recheck = (route: string, page: number[], floor: number[]): RouteRecheck => ({
  route,
  oneRun: 87,
  page,
  floor,
  pageTbtMs: page.map(() => 300),
  floorTbtMs: floor.map(() => 250),
});

describe('the second look at a low-tier miss', () => {
  it('decides a route by the median of its five more runs, and by its one run when it had none', () => {
    const rechecks = [
      recheck('/Photos', [92, 97, 93, 90, 91], [92, 93, 87, 84, 87]),
      recheck('/InquiryForm', [99, 96, 87, 99, 100], [99, 99, 99, 99, 99]),
    ];
    expect(routeMeets('/Photos', 87, rechecks)).toBe(false);
    expect(routeMeets('/InquiryForm', 84, rechecks)).toBe(true);
    expect(routeMeets('/about1', 95, rechecks)).toBe(true);
    expect(routeMeets('/about1', 94, rechecks)).toBe(false);
  });

  it("names the page's own rendering when the page without scripts misses too, the app's scripts when it does not", () => {
    expect(routeMissesCell([recheck('/Photos', [92, 92, 92], [87, 87, 87])])).toBe(
      "`/Photos` 92: without scripts it misses too (87): the page's own loading and rendering",
    );
    expect(routeMissesCell([recheck('/Photos', [92, 92, 92], [99, 99, 99])])).toBe(
      "`/Photos` 92: without scripts it meets the goal (99): the app's scripts",
    );
    // A route that meets the goal in its five more runs is not a miss.
    expect(routeMissesCell([recheck('/InquiryForm', [99, 99, 87], [99, 99, 99])])).toBe('');
  });

  it('says of a slow tap whether it waits as long without scripts', () => {
    const floor = (inpMs: number) =>
      ({ inpMs, values: [inpMs], inputDelayMs: inpMs - 50, effectOk: 5, runs: 5 }) as InpCell;
    expect(inpMissesCell([{ interaction: 'Open the mobile menu', delayMs: 1000, page: 304, floor: floor(280) }])).toBe(
      "Open the mobile menu at 1 s 304 ms: without scripts 280 ms too: the page's own first layout and paint",
    );
    expect(inpMissesCell([{ interaction: 'Open the mobile menu', delayMs: 1000, page: 304, floor: floor(90) }])).toBe(
      "Open the mobile menu at 1 s 304 ms: without scripts 90 ms: the app's work",
    );
  });

  it('adds no section to the report when nothing missed', () => {
    expect(missesReport([], [])).toEqual([]);
    expect(missesReport([recheck('/Photos', [92], [87])]).join('\n')).toContain('| `/Photos` | 87 | 92 (92) |');
  });
});
