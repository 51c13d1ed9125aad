import styled from '@emotion/styled';
import { Link, NavLink } from 'react-router-dom';
import { HEADER_HEIGHT, breakpoint, color, font, mq, radius } from '../ui/theme';

export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${HEADER_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 12px 0 16px;
  background: rgba(255, 255, 255, 0.97);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${color.line};
  box-shadow: 0 2px 12px rgba(69, 10, 10, 0.06);
  ${mq.lg} { padding: 0 32px; gap: 24px; }
`;

/**
 * 1024–1199 px: the full menu only just fits beside the logo. The logo stays whole (44 px, round)
 * and the menu's items sit closer — once the bar shrank the logo to 17 px wide, an oval.
 */
export const lgNarrow = `@media (min-width: ${breakpoint.lg}px) and (max-width: 1199.98px)`;

export const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  margin-right: auto;
  text-decoration: none;
  color: ${color.brandDeep};
  font: 700 1.05rem/1.15 ${font.heading};
  img { flex: none; border-radius: 50%; }
  span { overflow: hidden; text-overflow: ellipsis; }
  ${mq.lg} { margin-right: 0; font-size: 1.15rem; }
  /* 1024–1199 px: the full menu leaves no room for the name; the logo (it reads "DDS") stands for
     it, and the name stays for screen readers. */
  ${lgNarrow} {
    flex: none;
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`;

/**
 * The mobile menu's toggle is a <details> holding only its <summary> (the hamburger): it opens on a
 * tap before the app has loaded (or with JavaScript off); the live app drives its `open` state. The
 * menu itself is the <nav> right after it, shown below the large breakpoint only while the
 * <details> is open (MenuPanel) — an attribute selector and a sibling combinator every supported
 * browser has. Not the <details>' own content: keeping that shown while closed needs
 * `::details-content`, which older engines lack (docs/decisions/015-supported-browsers.md).
 */
export const MenuDetails = styled.details`
  flex: none;
  ${mq.lg} { display: none; }
`;

/** The hamburger: the <summary> of the menu. Its name follows the open state by CSS alone. */
export const Burger = styled.summary`
  position: relative;
  display: block;
  list-style: none;
  width: 48px;
  height: 48px;
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  color: ${color.brandDark};
  cursor: pointer;
  &::-webkit-details-marker { display: none; }
  .bars, .bars::before, .bars::after {
    position: absolute;
    left: 13px;
    width: 22px;
    height: 2.5px;
    border-radius: 2px;
    background: currentColor;
    transition: transform 250ms ease, opacity 200ms ease;
  }
  .bars { top: 23px; }
  .bars::before, .bars::after { content: ''; left: 0; }
  .bars::before { top: -7px; }
  .bars::after { top: 7px; }
  [open] > & .bars { background: transparent; }
  [open] > & .bars::before { transform: translateY(7px) rotate(45deg); }
  [open] > & .bars::after { transform: translateY(-7px) rotate(-45deg); }
  .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .label-close, [open] > & .label-open { display: none; }
  [open] > & .label-close { display: inline; }
`;

/**
 * Below the large breakpoint a vertical panel under the bar, there only while the menu's <details>
 * (just before it) is open; from the large breakpoint upward always a horizontal row.
 */
export const MenuPanel = styled.nav`
  position: fixed;
  top: ${HEADER_HEIGHT}px;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${HEADER_HEIGHT}px);
  overflow-y: auto;
  padding: 8px 16px 24px;
  background: ${color.white};
  border-bottom: 3px solid ${color.brand};
  box-shadow: 0 16px 32px rgba(69, 10, 10, 0.15);
  ${mq.lg} {
    position: static;
    flex: 1;
    max-height: none;
    overflow: visible;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
  ${mq.belowLg} {
    details[data-menu]:not([open]) + & { display: none; }
  }
`;

export const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  .cta { margin-top: 12px; }
  ${mq.lg} {
    flex-direction: row;
    align-items: center;
    justify-content: flex-end;
    gap: 4px;
    .cta { margin: 0 0 0 12px; }
  }
`;

export const TopLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 10px 14px;
  border-radius: ${radius.sm};
  color: ${color.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${color.brand}; background: ${color.brandSoft}; }
  &.active { color: ${color.brand}; }
  ${mq.lg} { min-height: 44px; padding: 8px 12px; }
  ${lgNarrow} { padding-inline: 8px; }
`;

export const Cta = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 10px 20px;
  border-radius: ${radius.pill};
  background: ${color.brand};
  color: ${color.white};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  box-shadow: 0 6px 16px rgba(185, 28, 28, 0.28);
  &:hover { background: ${color.brandDark}; }
  ${mq.lg} { min-height: 44px; }
`;
