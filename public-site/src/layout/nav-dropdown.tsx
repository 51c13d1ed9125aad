import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import type { NavDropdown as Dropdown } from '../content/navigation';
import { useInterfaceText } from '../i18n/interface-text';
import { layoutText } from './layout-text';
import { color, mq, radius, shadow } from '../ui/theme';
import { lgNarrow } from './header-styles';

/** The dropdown's <summary>: opens its panel even before the app is live (no JavaScript needed). */
const Toggle = styled.summary`
  list-style: none;
  &::-webkit-details-marker { display: none; }
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 6px;
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border-radius: ${radius.sm};
  color: ${color.ink};
  font-weight: 600; font-size: 1rem; line-height: 1.2;
  font-family: inherit;
  cursor: pointer;
  &:hover, [open] > & { color: ${color.brand}; background: ${color.brandSoft}; }
  svg { transition: transform 200ms ease; }
  [open] > & svg { transform: rotate(180deg); }
  ${mq.lg} { width: auto; min-height: 44px; padding: 8px 12px; }
  ${lgNarrow} { padding-inline: 8px; }
`;

const Panel = styled.div`
  display: grid;
  gap: 12px;
  padding: 8px 8px 12px 20px;
  ${mq.lg} {
    position: absolute;
    top: calc(100% + 8px);
    left: 50%;
    transform: translateX(-50%);
    min-width: 240px;
    grid-auto-flow: column;
    gap: 24px;
    padding: 20px 24px;
    background: ${color.white};
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
    box-shadow: ${shadow.raised};
  }
  .group-title {
    margin: 0 0 4px;
    font-weight: 700;
    font-size: 0.75rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${color.muted};
    font-family: inherit;
  }
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 6px 10px;
    margin: 0 -10px;
    border-radius: ${radius.sm};
    color: ${color.ink};
    text-decoration: none;
    white-space: nowrap;
    &:hover, &.active { color: ${color.brand}; background: ${color.cream}; }
  }
`;

interface Props {
  dropdown: Dropdown;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/**
 * A disclosure (<details>/<summary>) and its panel of grouped links (docs/contract.md §2 groups). The shared
 * `name` keeps at most one dropdown open even before the app is live; once it is, `open` follows
 * the header's state and a click on the summary asks the header instead of toggling by itself.
 */
export function NavDropdown({ dropdown, open, onToggle, onNavigate }: Props) {
  const panelId = `nav-${dropdown.id}`;
  const t = useInterfaceText(layoutText);
  return (
    <li css={{ position: 'relative' }}>
      {/* suppressHydrationWarning: a tap before the app was live may have opened it; the header adopts that. */}
      <details id={panelId} name="nav-dropdown" data-dropdown={dropdown.id} open={open} suppressHydrationWarning>
        <Toggle
          onClick={(event) => {
            event.preventDefault();
            onToggle();
          }}
        >
          {t(dropdown.label)}
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </Toggle>
        <Panel>
          {dropdown.groups.map((group) => (
            // The id keeps the English word in every language (an id is no text: it need not change).
            <div key={group.title}>
              <p className="group-title" id={`${panelId}-${layoutText[group.title]}`}>
                {t(group.title)}
              </p>
              <ul aria-labelledby={`${panelId}-${layoutText[group.title]}`}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} onClick={onNavigate}>
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Panel>
      </details>
    </li>
  );
}
