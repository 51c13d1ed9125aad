import { useEffect, useRef, useState } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import { colors } from '../../ui/theme';
import { leadsText } from './leads-text';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * Grouped bars, one group per month, drawn by Chart.js — loaded here, when a report is first shown,
 * as its own chunk of the admin panel (never the public site's): decision 024. Only the pieces a bar
 * chart needs are registered, so the rest of the library is left out of the chunk.
 * The chart is a picture of the table beside it: it is named for screen readers as such, and the
 * table holds the same figures in words. If the library cannot load, the table is the report.
 */
export function ReportChart({ labels, series, title }: { labels: string[]; series: ChartSeries[]; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const t = useAdminText(leadsText);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let live = true;
    import(/* webpackChunkName: "report-chart" */ 'chart.js')
      .then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (!live || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: { labels, datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color })) },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
            plugins: { legend: { position: 'bottom' } },
          },
        });
      })
      .catch((error: unknown) => {
        console.warn('The report chart could not be drawn; the table has the same figures', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [labels, series]);

  if (failed) return null;
  return (
    <div
      css={{
        position: 'relative',
        height: 260,
        minWidth: 0,
        border: `1px solid ${colors.border}`,
        borderRadius: 8,
        padding: 8,
        background: '#fff',
      }}
    >
      <canvas ref={canvas} role="img" aria-label={t('reports.chartLabel', { title })} />
    </div>
  );
}
