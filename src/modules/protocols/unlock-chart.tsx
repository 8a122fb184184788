import type { AdminLanguage } from '../../kernel/admin/i18n.ts';
import { t } from './admin-messages.ts';

export interface UnlockChartProps {
  /** One point per day, oldest first (days without unlocks with count 0). */
  series: { day: string; count: number }[];
  title: string;
  /** The reader's language for the chart's own words; English by default. */
  lang?: AdminLanguage;
}

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 16, right: 8, bottom: 28, left: 36 };
/** Days named on the axis: the last one and every this many before it. */
const LABEL_EVERY = 7;

/**
 * Unlocks per day as an inline SVG bar chart. The picture is one image for screen readers (its
 * name carries the total); the numbers themselves follow in a table that only they read, and
 * every bar is also labelled with its number, so nothing depends on seeing colour or height.
 */
export function UnlockChart(props: UnlockChartProps) {
  const lang = props.lang ?? 'en';
  const { series } = props;
  const total = series.reduce((sum, point) => sum + point.count, 0);
  const max = Math.max(1, ...series.map((point) => point.count));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = series.length > 0 ? plotWidth / series.length : plotWidth;
  const barWidth = Math.max(1, slot * 0.7);
  const baseline = MARGIN.top + plotHeight;
  // Counted back from the last day, so the newest day is always named and labels never crowd.
  const labelled = (index: number) => (series.length - 1 - index) % LABEL_EVERY === 0;
  return (
    <figure class="chart">
      <figcaption>{props.title}</figcaption>
      <svg
        role="img"
        aria-label={t(lang, 'chartLabel', { title: props.title, total })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
      >
        <title>{t(lang, 'chartLabel', { title: props.title, total })}</title>
        <line class="axis" x1={MARGIN.left} y1={baseline} x2={WIDTH - MARGIN.right} y2={baseline} />
        <text x={MARGIN.left - 4} y={baseline} text-anchor="end" dominant-baseline="middle">
          0
        </text>
        <text x={MARGIN.left - 4} y={MARGIN.top} text-anchor="end" dominant-baseline="middle">
          {max}
        </text>
        {series.map((point, index) => {
          const height = (point.count / max) * plotHeight;
          const x = MARGIN.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={point.day}>
              <rect x={x} y={baseline - height} width={barWidth} height={height}>
                <title>{`${point.day}: ${point.count}`}</title>
              </rect>
              {point.count > 0 && (
                <text class="value" x={x + barWidth / 2} y={baseline - height - 3} text-anchor="middle">
                  {point.count}
                </text>
              )}
              {labelled(index) && (
                <text x={x + barWidth / 2} y={baseline + 16} text-anchor="middle">
                  {point.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table class="visually-hidden">
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t(lang, 'chartDay')}</th>
            <th scope="col">{t(lang, 'chartUnlocks')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.day}>
              <td>{point.day}</td>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
