/** Business constants of docs/contract.md §6, in one place so every package agrees. */
export const TOAST_DURATION_MS = 3000;
export const ADMISSION_REDIRECT_MS = 3000;
export const NAV_OVERLAY_MS = 600;
export const SLOGAN_MARQUEE_S = 12;
export const FLOATING_DOTS = 15;
export const SCROLL_REVEAL_MS = 1000;
export const INQUIRY_TILT = { maxAngleDeg: 20, perspective: 1000, transitionMs: 400 } as const;
export const PHOTO_ROWS = { desktopPerRow: 10, mobilePerRow: 4, desktopLoopS: 30, mobileLoopS: 20 } as const;

/** Upload limits enforced by the server and announced by the forms. */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
