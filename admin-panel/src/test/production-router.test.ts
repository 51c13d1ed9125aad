import * as reactRouterDom from 'react-router-dom';
import * as emotionReact from '@emotion/react';
// The useBlocker production's slim react-router-dom exports (decision 030).
import { useBlocker as handMadeUseBlocker } from '../../../tools/browser/router-blocker.mjs';

// jest.config.js maps react-router-dom and @emotion/react to the slim files production's browser
// bundles get (decision 030), so this package's pages are tested on the router they run on. Without
// that mapping these fail: the real package has the data router and its own useBlocker.
describe('the router and emotion under test are the ones production runs', () => {
  test('react-router-dom is the slim file: the hand-made useBlocker, and no data router', () => {
    expect(reactRouterDom.useBlocker).toBe(handMadeUseBlocker);
    expect(Object.keys(reactRouterDom)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(createMemoryRouter|createBrowserRouter|RouterProvider)$/)]),
    );
  });

  test('@emotion/react is the slim file: only the names production shares', () => {
    expect(Object.keys(emotionReact)).not.toContain('ClassNames');
    expect(Object.keys(emotionReact)).toContain('keyframes');
  });
});
