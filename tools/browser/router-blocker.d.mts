// router-blocker.mjs follows React Router's useBlocker contract; its callers type it as
// react-router-dom's useBlocker (tools/ itself has no react-router to name the types from).
export declare function useBlocker(shouldBlock: unknown): unknown;
