// The calculator's stacked bar of where the invoice goes. Its own chunk (with chart.js), loaded only when
// the calculator shows a result, so no other page downloads the chart library. The picture is decorative
// for screen readers: the same numbers are the table beside it. The legend is HTML below the bar (each series
// with its colour and amount, wrapping on its own lines), so all five stay readable at 360 px in the long
// Hungarian labels, where chart.js's own legend would squeeze the bar.
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

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The series' colours are CSS custom properties on the chart's wrapper (umbrellaCalculator.css). */
const SERIES = 5;

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
  const canvas = useRef<HTMLCanvasElement>(null);
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
          x: { stacked: true, ticks: { callback: (v) => format(Number(v)) } },
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
