// What the packages use of @emotion/react, and only that (decision 030), as
// tools/browser/react-router-dom-slim.mjs does for the router: a federation singleton is bundled whole, so
// in production builds tools/build/webpack-common.js points `@emotion/react` here and webpack drops the
// rest (ClassNames, withTheme with hoist-non-react-statics and react-is, the classic-runtime jsx).
// The css prop compiles to @emotion/react/jsx-runtime, shared on its own ('@emotion/react/').
// A name a package starts to import must be added here (lint rejects it until then:
// SLIM_SHARED_IMPORTS in eslint.config.mjs). The public-site and admin-panel jest tests get this
// file too (jest.config.js).
// `emotion-react-browser-build` is the package's own browser build (an alias): the package name
// itself is aliased to this file.
export {
  CacheProvider,
  Global,
  ThemeContext,
  ThemeProvider,
  css,
  keyframes,
  useTheme,
  withEmotionCache,
} from 'emotion-react-browser-build';
