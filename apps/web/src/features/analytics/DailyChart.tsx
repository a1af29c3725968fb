import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface DailyChartProps {
  /** The chart's accessible name. */
  label: string;
  /** UTC days (YYYY-MM-DD) and their values. */
  points: readonly { day: string; value: number }[];
  /** How an axis value reads (money, counts). */
  formatValue: (value: number) => string;
}

const chartHeightPx = 200;
const accent = 'rgb(99 102 241)';

/**
 * A day-by-day bar chart drawn by uPlot (small, kept up, canvas): its width follows its box, so it reads at
 * a phone's 390 px as on a desk. Days are drawn in the viewer's zone.
 */
export function DailyChart({ label, points, formatValue }: DailyChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // uPlot is loaded with the first chart (it reads the screen when imported, so it is not imported sooner).
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let isCurrent = true;
    void import('uplot').then(({ default: UPlot }) => {
      if (!isCurrent) return;
      const data: uPlot.AlignedData = [
        points.map((point) => Date.parse(`${point.day}T00:00:00Z`) / 1000),
        points.map((point) => point.value),
      ];
      const chart = new UPlot(
        {
          width: box.clientWidth || 320,
          height: chartHeightPx,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
          axes: [{}, { values: (_plot, ticks) => ticks.map(formatValue), size: 64 }],
          series: [
            {},
            {
              label,
              stroke: accent,
              fill: 'rgb(99 102 241 / 0.25)',
              paths: UPlot.paths.bars?.({ size: [0.6, 40] }),
            },
          ],
        },
        data,
        box,
      );
      plot = chart;
      resize = new ResizeObserver(() => chart.setSize({ width: box.clientWidth, height: chartHeightPx }));
      resize.observe(box);
    });
    return () => {
      isCurrent = false;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [label, points, formatValue]);
  return <div ref={boxRef} role="img" aria-label={label} className="w-full min-w-0" />;
}
