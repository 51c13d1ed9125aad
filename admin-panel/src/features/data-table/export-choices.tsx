import { useId } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import { Button, ButtonLink, VisuallyHidden } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { listText } from './list-text';
import { useDisclosure } from './use-disclosure';

/**
 * "Export ▾": the list's rows as CSV or as an Excel workbook. One button, so the title, Export and
 * Trash stay on one line of a 360 px phone and the first record keeps its place high on the screen;
 * opening it shows the two downloads (a disclosure: Tab reaches them, Escape or a click elsewhere
 * closes it). Each download's spoken name starts with its visible words ("Export CSV …"), so voice
 * control finds it (WCAG 2.5.3).
 */
export function ExportChoices({ csvUrl, xlsxUrl, noun }: { csvUrl: string; xlsxUrl: string; noun: string }) {
  const { open, toggle, close, bar, button, onKeyDown } = useDisclosure();
  const panelId = useId();
  const t = useAdminText(listText);

  return (
    <div ref={bar} onKeyDown={onKeyDown} css={{ position: 'relative' }}>
      <Button ref={button} type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {t('export.button')}
        <VisuallyHidden> {noun}</VisuallyHidden>
        <span aria-hidden="true" css={{ marginLeft: 6, fontSize: 11 }}>
          {open ? '▲' : '▼'}
        </span>
      </Button>
      <div
        id={panelId}
        hidden={!open}
        css={{
          position: 'absolute',
          right: 0,
          top: 'calc(100% + 6px)',
          zIndex: 20,
          display: open ? 'grid' : 'none',
          gap: 8,
          width: 'max-content',
          maxWidth: 'calc(100vw - 24px)',
          padding: 10,
          background: '#fff',
          border: `1px solid ${colors.border}`,
          borderRadius: 10,
          boxShadow: '0 6px 20px #0002',
        }}
      >
        {/* Every row matching the current search and filters, not only this page. */}
        <ButtonLink href={csvUrl} download onClick={close} css={{ textDecoration: 'none' }}>
          {t('export.csv')}
          <VisuallyHidden>{t('export.csvHidden', { noun })}</VisuallyHidden>
        </ButtonLink>
        {/* The same rows as a workbook: phones stay text and dates are dates in Excel and LibreOffice alike. */}
        <ButtonLink href={xlsxUrl} download onClick={close} css={{ textDecoration: 'none' }}>
          {t('export.excel')}
          <VisuallyHidden>{t('export.excelHidden', { noun })}</VisuallyHidden>
        </ButtonLink>
      </div>
    </div>
  );
}
