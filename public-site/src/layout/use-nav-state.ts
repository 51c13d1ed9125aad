import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NAV_OVERLAY_MS } from '@dds/shared/constants';
import type { NavDropdown } from '../content/navigation';

type DropdownId = NavDropdown['id'];

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * docs/contract.md §3 navigation states: the mobile menu is open or closed (each toggle plays the 600 ms
 * red overlay); at most one dropdown is open, clicking the open one closes it, another switches.
 */
export function useNavState() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<DropdownId | null>(null);
  const [overlayKey, setOverlayKey] = useState(0);
  const overlayTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();

  const playOverlay = useCallback(() => {
    if (prefersReducedMotion()) return;
    setOverlayKey((k) => k + 1);
    clearTimeout(overlayTimer.current);
    overlayTimer.current = setTimeout(() => setOverlayKey(0), NAV_OVERLAY_MS);
  }, []);

  const toggleMenu = useCallback(() => {
    setMenuOpen((open) => !open);
    setOpenDropdown(null);
    playOverlay();
  }, [playOverlay]);

  const toggleDropdown = useCallback(
    (id: DropdownId) => setOpenDropdown((current) => (current === id ? null : id)),
    [],
  );

  /** Choosing a link closes everything (the overlay plays only when the mobile menu was open). */
  const closeAll = useCallback(() => {
    setOpenDropdown(null);
    if (menuOpen) playOverlay();
    setMenuOpen(false);
  }, [menuOpen, playOverlay]);

  // A navigation by any other means (back button, in-page link) also closes the menus.
  useEffect(() => {
    setOpenDropdown(null);
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => () => clearTimeout(overlayTimer.current), []);

  /**
   * Before the app is live the menus are plain <details> the browser opens by itself; when the app
   * takes over, it adopts what the visitor already opened instead of snapping it shut.
   */
  const adoptOpenState = useCallback((root: HTMLElement) => {
    if (root.querySelector<HTMLDetailsElement>('details[data-menu]')?.open) setMenuOpen(true);
    const open = root.querySelector<HTMLElement>('details[data-dropdown][open]')?.dataset.dropdown as
      DropdownId | undefined;
    if (open) setOpenDropdown(open);
  }, []);

  return {
    menuOpen,
    openDropdown,
    overlayVisible: overlayKey > 0,
    overlayKey,
    toggleMenu,
    toggleDropdown,
    setOpenDropdown,
    closeAll,
    adoptOpenState,
  };
}
