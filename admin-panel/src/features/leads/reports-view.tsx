import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatAmount } from '@dds/shared/schemas';
import type { ReportAnswer } from '@dds/shared/schemas/leads';
import { Button, Card, PageTitle, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { istDate } from '../../ui/format';
import { colors, media } from '../../ui/theme';
import { fetchReport } from './leads-api';
import { ReportChart, type ChartSeries } from './report-chart';
import { downloadCsv, toCsv } from './report-csv';
import { useAdminText, type Translate } from '../../i18n/admin-text';
import { LoadFailed } from '../../ui/load-failed';
import { uiText } from '../../ui/ui-text';
import { leadsText } from './leads-text';

const PERIODS = [3, 6, 12, 24] as const;

/** The India months `count` back to this one: { from, to } as YYYY-MM. */
export function lastMonths(count: number, now = new Date()): { from: string; to: string } {
  const to = istDate(now).slice(0, 7);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const back = y * 12 + (m - 1) - (count - 1);
  return { from: `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, '0')}`, to };
}

const monthWords = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 2026-11 → "Nov 2026". */
export const monthLabel = (month: string) => monthWords.format(new Date(`${month}-01T00:00:00Z`));
const figure = (n: number) => n.toLocaleString('en-IN');
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—');

/** A report table: the first column names the row; columns from `numericFrom` on are figures (right-aligned). */
function Table({
  caption,
  header,
  rows,
  empty,
  numericFrom,
}: {
  caption: string;
  header: string[];
  rows: ReactNode[][];
  empty: string;
  numericFrom: number;
}) {
  return (
    // Wide tables scroll inside their box on a phone; the page itself never scrolls sideways.
    <div css={{ overflowX: 'auto', minWidth: 0 }} tabIndex={0} role="group" aria-label={caption}>
      <table
        css={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 14,
          background: '#fff',
          'th, td': { textAlign: 'left', padding: '7px 10px', borderBottom: '1px solid #e5e7eb', whiteSpace: 'nowrap' },
          th: { background: '#f9fafb', color: colors.muted },
          'td.n, th.n': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {header.map((h, i) => (
              <th key={h} scope="col" className={i >= numericFrom ? 'n' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={header.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r}>
                {row.map((value, i) =>
                  i === 0 ? (
                    <th
                      key={i}
                      scope="row"
                      css={{
                        background: 'transparent !important',
                        color: `${colors.text} !important`,
                        fontWeight: 600,
                      }}
                    >
                      {value}
                    </th>
                  ) : (
                    <td key={i} className={i >= numericFrom ? 'n' : undefined}>
                      {typeof value === 'number' ? figure(value) : value}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Section({
  id,
  title,
  note,
  children,
  csv,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
  csv: () => void;
}) {
  const t = useAdminText(leadsText);
  return (
    <Card
      aria-labelledby={id}
      css={{ display: 'grid', gap: 12, padding: 16, minWidth: 0, [media.narrow]: { padding: 12 } }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id={id} css={{ margin: 0, fontSize: 17 }}>
          {title}
        </h2>
        <Button type="button" onClick={csv} aria-label={t('reports.downloadLabel', { title })}>
          {t('reports.download')}
        </Button>
      </div>
      <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>{note}</p>
      {children}
    </Card>
  );
}

/**
 * The owner's monthly figures (decision 024): inquiries and admissions per course and month,
 * conversion from inquiry to admission, verified donations — each a table (what a screen reader
 * and the CSV get) with a chart of the monthly totals above. Counts only: no one's details.
 */
export function ReportsView() {
  const [period, setPeriod] = useState<number>(6);
  const range = useMemo(() => lastMonths(period), [period]);
  const [report, setReport] = useState<ReportAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const t: Translate<typeof leadsText> = useAdminText(leadsText);
  const ui = useAdminText(uiText);

  const load = useCallback(() => {
    setFailed(null);
    setReport(null);
    fetchReport(range.from, range.to).then(setReport, (error: Error) => setFailed(error.message));
  }, [range]);
  useEffect(load, [load]);

  const totals = useMemo(() => {
    if (!report) return null;
    const per = (key: 'inquiries' | 'admissions') =>
      report.months.map((m) => report.courses.filter((c) => c.month === m).reduce((n, c) => n + c[key], 0));
    return {
      labels: report.months.map(monthLabel),
      series: [
        { label: t('reports.col.inquiries'), values: per('inquiries'), color: '#1d4ed8' },
        { label: t('reports.col.admissions'), values: per('admissions'), color: colors.brand },
      ] as ChartSeries[],
    };
  }, [report, t]);
  const donationSeries = useMemo<ChartSeries[]>(
    () =>
      report
        ? [{ label: t('reports.col.verified'), values: report.donations.map((d) => d.verified), color: '#166534' }]
        : [],
    [report, t],
  );

  const file = (name: string) => `${name}-${range.from}-to-${range.to}.csv`;

  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 1100, minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', justifyContent: 'space-between' }}>
        <div>
          <PageTitle css={{ marginBottom: 6 }}>{t('reports.title')}</PageTitle>
          <p css={{ margin: 0, color: colors.muted }}>{t('reports.lead')}</p>
        </div>
        <Field label={t('reports.period')}>
          <Select value={String(period)} onChange={(e) => setPeriod(Number(e.target.value))} css={{ width: 'auto' }}>
            {PERIODS.map((n) => (
              <option key={n} value={String(n)}>
                {t('reports.lastMonths', { count: n })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {failed && <LoadFailed say={(values) => t('reports.loadFailed', values)} error={failed} onRetry={load} />}
      {!report && !failed && <p role="status">{ui('common.loading')}</p>}
      {report && totals && (
        <>
          <Section
            id="report-courses"
            title={t('reports.courses')}
            note={t('reports.coursesNote')}
            csv={() =>
              downloadCsv(
                file('inquiries-and-admissions-per-course'),
                toCsv(
                  ['Month', 'Course', 'Inquiries', 'Admissions'],
                  report.courses.map((c) => [c.month, c.course, c.inquiries, c.admissions]),
                ),
              )
            }
          >
            <ReportChart labels={totals.labels} series={totals.series} title={t('reports.coursesChart')} />
            <Table
              caption={t('reports.coursesCaption')}
              header={[
                t('reports.col.month'),
                t('reports.col.course'),
                t('reports.col.inquiries'),
                t('reports.col.admissions'),
              ]}
              numericFrom={2}
              empty={t('reports.coursesEmpty')}
              rows={report.courses.map((c) => [monthLabel(c.month), c.course, c.inquiries, c.admissions])}
            />
          </Section>
          <Section
            id="report-conversion"
            title={t('reports.conversion')}
            note={t('reports.conversionNote')}
            csv={() =>
              downloadCsv(
                file('conversion'),
                toCsv(
                  ['Month', 'Inquiries', 'Became admissions', 'Conversion'],
                  report.conversion.map((c) => [c.month, c.inquiries, c.converted, percent(c.converted, c.inquiries)]),
                ),
              )
            }
          >
            <Table
              caption={t('reports.conversionCaption')}
              header={[
                t('reports.col.month'),
                t('reports.col.inquiries'),
                t('reports.col.converted'),
                t('reports.col.conversion'),
              ]}
              numericFrom={1}
              empty={t('reports.noMonths')}
              rows={report.conversion.map((c) => [
                monthLabel(c.month),
                c.inquiries,
                c.converted,
                percent(c.converted, c.inquiries),
              ])}
            />
          </Section>
          <Section
            id="report-donations"
            title={t('reports.donations')}
            note={t('reports.donationsNote')}
            csv={() =>
              downloadCsv(
                file('donations-verified'),
                toCsv(
                  ['Month', 'Verified donations', 'Amount (INR)'],
                  report.donations.map((d) => [d.month, d.verified, d.amount]),
                ),
              )
            }
          >
            <ReportChart labels={totals.labels} series={donationSeries} title={t('reports.donationsChart')} />
            <Table
              caption={t('reports.donationsCaption')}
              header={[t('reports.col.month'), t('reports.col.verified'), t('reports.col.amount')]}
              numericFrom={1}
              empty={t('reports.noMonths')}
              rows={report.donations.map((d) => [monthLabel(d.month), d.verified, formatAmount(d.amount)])}
            />
          </Section>
        </>
      )}
    </div>
  );
}
