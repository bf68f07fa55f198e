/** A metric line of the chart: its values by day and whether lower is better (position: drawn upside down, 1 at the top). */
export type TChartSeries = { values: number[]; inverted?: boolean };

/** Upper end of a value axis: a round number at or above the largest value (0 → 1, so a flat line still draws). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((candidate) => candidate * power >= max)!;
  return Number((step * power).toPrecision(12));
}

/**
 * A series' axis: 0 to a round maximum; position from 1 (top) to a round maximum with a quarter more
 * room (bottom), so an average position does not sit on the bottom edge.
 */
export function axisOf(series: TChartSeries): { min: number; max: number } {
  const largest = Math.max(0, ...series.values);
  return series.inverted ? { min: 1, max: Math.max(2, niceMax(largest * 1.25)) } : { min: 0, max: niceMax(largest) };
}

/**
 * The SVG path of a series in a box `width` × `height` (y grows downwards), points evenly spread;
 * one value is drawn as a short flat line so it shows.
 */
export function linePath(series: TChartSeries, width: number, height: number): string {
  const { values } = series;
  if (!values.length) return '';
  const { min, max } = axisOf(series);
  const span = max - min || 1;
  const y = (value: number) => {
    const share = (Math.min(Math.max(value, min), max) - min) / span;
    return (series.inverted ? share : 1 - share) * height;
  };
  const x = (index: number) => (values.length === 1 ? 0 : (index / (values.length - 1)) * width);
  const points = values.length === 1 ? [`0,${y(values[0]!)}`, `${width},${y(values[0]!)}`] : values.map((value, index) => `${x(index)},${y(value)}`);
  return `M${points.map((point) => point.split(',').map((part) => Number(part).toFixed(1)).join(',')).join('L')}`;
}

/** The day under the pointer: the nearest point to `offsetX` in a plot `width` wide. */
export function nearestIndex(offsetX: number, width: number, count: number): number {
  if (count <= 1 || width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round((offsetX / width) * (count - 1))));
}
