// The calculator's stacked bar of where the invoice goes. Its own chunk (with chart.js), loaded only when
// the calculator shows a result, so no other page downloads the chart library. The picture is decorative
// for screen readers: the same numbers are the table beside it. The legend is HTML below the bar (each series
// with its colour and amount, wrapping on its own lines), so all five stay readable at 360 px in the long
// Hungarian labels, where chart.js's own legend would squeeze the bar. The axis's labels are HTML under the
// bar too: a few round amounts in short form ('€2k', '2 E EUR') on the bar's quarter lines, the inner ones only
// where the chart is wide enough (CSS), so they never crowd a 320 px phone as canvas ticks did.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { numberFormat } from '../../i18n/intl.ts';
import './i18n.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The series' colours are CSS custom properties on the chart's wrapper (umbrellaCalculator.css). */
const SERIES = 5;
/** The axis's lines: 0, the quarters and the end of the scale. */
const QUARTERS = [0, 0.25, 0.5, 0.75, 1];

/** A round end of the scale at or above the total, whose quarters are round too (1, 2, 2.5 or 5 × 10ⁿ). */
function axisMax(total: number): number {
  if (total <= 0) return 100;
  const quarter = total / 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= quarter) ?? 10;
  return 4 * step * power;
}

/** An axis amount in short form ('€20k', '20 E EUR'): a plain number, with the thousands or millions written by
 * the texts. Not Intl's compact notation, which each ICU writes its own way (Node '€20K', Chromium '€20k',
 * older ones '€20.0k'): the server draws this axis too, and a page whose text the browser writes otherwise
 * fails to hydrate. */
export function axisAmount(t: TFunction, lng: string, euros: number): string {
  const [key, amount] =
    euros >= 1_000_000
      ? (['payroll.axisMillions', euros / 1_000_000] as const)
      : euros >= 1_000
        ? (['payroll.axisThousands', euros / 1_000] as const)
        : (['payroll.axisEuros', euros] as const);
  return t(key, { amount: numberFormat(lng, { maximumFractionDigits: 1 }).format(amount) });
}

export default function PayrollChart({
  labels,
  values,
  title,
  format,
}: {
  labels: string[];
  values: number[];
  title: string;
  format: (cents: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const max = axisMax(values.reduce((sum, v) => sum + Math.max(v, 0), 0));
  // Redrawn when the numbers or the language change (no animation, so a redraw is cheap and instant).
  const key = JSON.stringify([labels, values, title, format(100)]);

  useEffect(() => {
    if (!canvas.current) return;
    const css = getComputedStyle(canvas.current);
    const colour = (i: number) => css.getPropertyValue(`--series-${i % SERIES}`).trim();
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels: [title],
        datasets: labels.map((label, i) => ({
          label,
          data: [values[i] ?? 0],
          backgroundColor: colour(i),
        })),
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          // The amounts are the HTML axis below; the canvas draws only the quarter lines.
          x: { stacked: true, min: 0, max, ticks: { display: false, stepSize: max / 4 } },
          y: { stacked: true, display: false },
        },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${format(Number(c.raw))}` } },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
    // `key` stands for labels, values, title and format (new arrays and functions on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div className="calc-chart-wrap">
      <div className="calc-chart">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <div className="calc-axis" aria-hidden="true">
        {QUARTERS.map((q, i) => (
          <span key={q} className={`calc-axis__tick calc-axis__tick--${i}`}>
            {axisAmount(t, i18n.language, (q * max) / 100)}
          </span>
        ))}
      </div>
      <ul className="calc-legend" aria-hidden="true">
        {labels.map((label, i) => (
          <li key={label}>
            <span className={`calc-legend__swatch calc-series-${i % SERIES}`} />
            <span className="calc-legend__label">{label}</span>
            <span className="calc-legend__value">{format(values[i] ?? 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
