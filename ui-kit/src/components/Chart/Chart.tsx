import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { cx } from '../../styles/cx.ts';
import { Switch } from '../Switch/Switch.tsx';
import * as styles from './Chart.css.ts';
import type { ChartTone } from './Chart.css.ts';

export type { ChartTone };

export interface ChartSeries {
  name: string;
  /** One value per category, in the categories' order; null where there is nothing to show. */
  values: (number | null)[];
  tone?: ChartTone;
}

export interface ChartProps {
  /** The heading, and the chart's and its table's accessible name. */
  title: string;
  description?: ReactNode;
  kind: 'bar' | 'line';
  /** Bars only: 'horizontal' lays categories down the side, for long names. */
  layout?: 'vertical' | 'horizontal';
  categories: string[];
  /** The table's first column header ('Month', 'Carrier'). */
  categoryHeader: string;
  series: ChartSeries[];
  /** A single bar series may colour each category (ratings, statuses). */
  categoryTones?: ChartTone[];
  /** How a value reads on the axis, in the table and to a screen reader; whole numbers by default. */
  formatValue?: (value: number) => string;
  /** Plot height in pixels (the theme's sizes stop at controls; a chart needs its own). */
  height?: number;
  /** Shown instead of the plot when every value is zero or missing. */
  emptyText?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const defaultFormat = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/** Width of the box the plot sits in, followed as it resizes; a fixed guess where there is no layout (tests). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A bar or line chart with its figures a switch away as a table. The plot is one focusable image whose name
 * says the figures ('Submissions by month: Jan 2026 12, Feb 2026 8'), so keyboard and screen-reader users
 * reach the same numbers; colours come from the theme's tones.
 */
export function Chart({
  title,
  description,
  kind,
  layout = 'vertical',
  categories,
  categoryHeader,
  series,
  categoryTones,
  formatValue = defaultFormat,
  height = 240,
  emptyText = 'Nothing to show for these filters',
  headingLevel = 3,
  className,
}: ChartProps) {
  const titleId = useId();
  const [showTable, setShowTable] = useState(false);
  const [ref, width] = useWidth();
  const Heading = `h${headingLevel}` as const;
  const hasData = series.some((s) => s.values.some((v) => v !== null && v !== 0));
  const spoken = categories
    .map((c, i) => `${c} ${series.map((s) => (s.values[i] === null ? 'none' : formatValue(s.values[i] as number))).join(' / ')}`)
    .join(', ');
  const name = `${title}${series.length > 1 ? ` (${series.map((s) => s.name).join(' / ')})` : ''}: ${spoken}`;

  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <Switch className={styles.toggle} isSelected={showTable} onChange={setShowTable} aria-label={`Show table: ${title}`}>
          Show table
        </Switch>
      </div>
      <div className={styles.body}>
        {showTable ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryHeader}</th>
                  {series.map((s) => (
                    <th key={s.name} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {categories.map((c, i) => (
                  <tr key={c}>
                    <th scope="row">{c}</th>
                    {series.map((s) => (
                      <td key={s.name}>{s.values[i] === null ? '—' : formatValue(s.values[i] as number)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div ref={ref} className={styles.plot}>
            {series.length > 1 ? (
              <ul className={styles.legend} aria-hidden="true">
                {series.map((s) => (
                  <li key={s.name} className={styles.legendItem}>
                    <span className={styles.swatch[s.tone ?? 'primary']} />
                    {s.name}
                  </li>
                ))}
              </ul>
            ) : null}
            {hasData ? (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is an image the keyboard reaches so its name (the figures) is read
              <svg width={width} height={height} role="img" aria-label={name} tabIndex={0} className={styles.svg}>
                {kind === 'line' ? (
                  <LinePlot width={width} height={height} categories={categories} series={series} formatValue={formatValue} />
                ) : layout === 'horizontal' ? (
                  <HorizontalBars
                    width={width}
                    height={height}
                    categories={categories}
                    series={series}
                    categoryTones={categoryTones}
                    formatValue={formatValue}
                  />
                ) : (
                  <VerticalBars
                    width={width}
                    height={height}
                    categories={categories}
                    series={series}
                    categoryTones={categoryTones}
                    formatValue={formatValue}
                  />
                )}
              </svg>
            ) : (
              <div className={styles.empty} style={{ height }}>
                {emptyText}
              </div>
            )}
          </div>
        )}
      </div>
    </figure>
  );
}

interface PlotProps {
  width: number;
  height: number;
  categories: string[];
  series: ChartSeries[];
  categoryTones?: ChartTone[] | undefined;
  formatValue: (value: number) => string;
}

const TICK_FONT_PX = 12;
const maxOf = (series: ChartSeries[]) => Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
/** Axis labels stay apart: every nth category is labelled when they would crowd. */
const labelEvery = (count: number, room: number) => Math.max(1, Math.ceil(count / Math.max(1, Math.floor(room / 64))));

function ValueAxis({
  scale,
  width,
  left,
  formatValue,
}: {
  scale: ReturnType<typeof scaleLinear<number>>;
  width: number;
  left: number;
  formatValue: (v: number) => string;
}) {
  return (
    <g>
      {scale.ticks(4).map((t) => (
        <g key={t}>
          <line className={styles.gridLine} x1={left} x2={width} y1={scale(t)} y2={scale(t)} />
          <text className={styles.tick} x={left - 8} y={scale(t)} dy="0.32em" textAnchor="end">
            {formatValue(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

function CategoryAxis({ categories, x, y, every }: { categories: string[]; x: (c: string) => number; y: number; every: number }) {
  return (
    <g>
      {categories.map((c, i) =>
        i % every === 0 ? (
          <text key={c} className={styles.tick} x={x(c)} y={y + 18} textAnchor="middle">
            {c}
          </text>
        ) : null,
      )}
    </g>
  );
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 56 };

function VerticalBars({ width, height, categories, series, categoryTones, formatValue }: PlotProps) {
  const innerBottom = height - MARGIN.bottom;
  const x = scaleBand({ domain: categories, range: [MARGIN.left, width - MARGIN.right], padding: 0.25 });
  const inner = scaleBand({ domain: series.map((s) => s.name), range: [0, x.bandwidth()], padding: 0.08 });
  const y = scaleLinear<number>({ domain: [0, maxOf(series) || 1], range: [innerBottom, MARGIN.top], nice: true });
  return (
    <>
      <ValueAxis scale={y} width={width - MARGIN.right} left={MARGIN.left} formatValue={formatValue} />
      <Group>
        {categories.map((c, i) =>
          series.map((s) => {
            const v = s.values[i];
            if (v === null || v === 0) return null;
            const tone = series.length === 1 && categoryTones?.[i] ? categoryTones[i] : (s.tone ?? 'primary');
            return (
              <Bar
                key={`${c}-${s.name}`}
                className={styles.fill[tone]}
                x={(x(c) ?? 0) + (inner(s.name) ?? 0)}
                y={y(v)}
                width={inner.bandwidth()}
                height={innerBottom - y(v)}
                rx={3}
              />
            );
          }),
        )}
      </Group>
      <line className={styles.axisLine} x1={MARGIN.left} x2={width - MARGIN.right} y1={innerBottom} y2={innerBottom} />
      <CategoryAxis
        categories={categories}
        x={(c) => (x(c) ?? 0) + x.bandwidth() / 2}
        y={innerBottom}
        every={labelEvery(categories.length, width - MARGIN.left)}
      />
    </>
  );
}

function HorizontalBars({ width, height, categories, series, categoryTones, formatValue }: PlotProps) {
  const longest = Math.max(...categories.map((c) => c.length), 4);
  const left = Math.min(180, Math.round(longest * TICK_FONT_PX * 0.6) + 12);
  const right = 56;
  const y = scaleBand({ domain: categories, range: [MARGIN.top, height - 4], padding: 0.25 });
  const inner = scaleBand({ domain: series.map((s) => s.name), range: [0, y.bandwidth()], padding: 0.08 });
  const x = scaleLinear<number>({ domain: [0, maxOf(series) || 1], range: [left, width - right] });
  return (
    <>
      <line className={styles.axisLine} x1={left} x2={left} y1={MARGIN.top} y2={height - 4} />
      {categories.map((c, i) => (
        <g key={c}>
          <text className={styles.tick} x={left - 8} y={(y(c) ?? 0) + y.bandwidth() / 2} dy="0.32em" textAnchor="end">
            {c.length > 26 ? `${c.slice(0, 25)}…` : c}
          </text>
          {series.map((s) => {
            const v = s.values[i];
            if (v === null) return null;
            const tone = series.length === 1 && categoryTones?.[i] ? categoryTones[i] : (s.tone ?? 'primary');
            const top = (y(c) ?? 0) + (inner(s.name) ?? 0);
            return (
              <g key={s.name}>
                <Bar className={styles.fill[tone]} x={left} y={top} width={Math.max(0, x(v) - left)} height={inner.bandwidth()} rx={3} />
                <text className={styles.valueLabel} x={x(v) + 6} y={top + inner.bandwidth() / 2} dy="0.32em">
                  {formatValue(v)}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </>
  );
}

function LinePlot({ width, height, categories, series, formatValue }: PlotProps) {
  const innerBottom = height - MARGIN.bottom;
  const x = scalePoint({ domain: categories, range: [MARGIN.left + 12, width - MARGIN.right - 12] });
  const y = scaleLinear<number>({ domain: [0, maxOf(series) || 1], range: [innerBottom, MARGIN.top], nice: true });
  return (
    <>
      <ValueAxis scale={y} width={width - MARGIN.right} left={MARGIN.left} formatValue={formatValue} />
      <line className={styles.axisLine} x1={MARGIN.left} x2={width - MARGIN.right} y1={innerBottom} y2={innerBottom} />
      {series.map((s) => {
        const points = categories.map((c, i) => ({ c, v: s.values[i] })).filter((p): p is { c: string; v: number } => p.v !== null);
        const tone = s.tone ?? 'primary';
        return (
          <g key={s.name}>
            <LinePath data={points} x={(p) => x(p.c) ?? 0} y={(p) => y(p.v)} className={styles.stroke[tone]} />
            {points.map((p) => (
              <circle key={p.c} className={styles.dot[tone]} cx={x(p.c) ?? 0} cy={y(p.v)} r={3.5} />
            ))}
          </g>
        );
      })}
      <CategoryAxis
        categories={categories}
        x={(c) => x(c) ?? 0}
        y={innerBottom}
        every={labelEvery(categories.length, width - MARGIN.left)}
      />
    </>
  );
}
