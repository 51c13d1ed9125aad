import { Button } from '../../ui/controls';
import { colors } from '../../ui/theme';
import type { PageSize } from './list-params';
import { PageSizeSelect } from './page-size-select';

interface Props {
  page: number;
  pageSize: PageSize;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

/** "Showing 21–40 of 63" with previous/next and rows per page; both are in the URL (see list-params). */
export function Pagination({ page, pageSize, total, noun, onPage, onPageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`Pages of ${noun}`} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10, marginTop: 14 }}>
      <span css={{ color: colors.muted, fontSize: 14 }} aria-live="polite">
        Showing {first}–{last} of {total} · Page {page} of {pages}
      </span>
      <span css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginLeft: 'auto' }}>
        <PageSizeSelect value={pageSize} onChange={onPageSize} />
        <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ← Previous page
        </Button>
        <Button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page →
        </Button>
      </span>
    </nav>
  );
}
