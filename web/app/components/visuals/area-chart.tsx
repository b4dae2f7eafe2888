/**
 * A sample trend as a filled line: `values` at equal steps across a `width` × `height` box, scaled so `min` sits
 * on the bottom edge and `min + span` on the top one. Hidden from screen readers: the visual's text says what it shows.
 */
export function AreaChart({
  values,
  min,
  span,
  width,
  height,
  grid = false,
  className = 'h-auto w-full',
}: {
  values: readonly number[];
  min: number;
  span: number;
  width: number;
  height: number;
  /** Lines at the bottom, middle and top. */
  grid?: boolean;
  className?: string;
}) {
  const line = values
    .map((value, i) => {
      const x = (i / (values.length - 1)) * width;
      const y = height - ((value - min) / span) * height;
      return `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      viewBox={`0 -6 ${width} ${height + 12}`}
      width={width}
      height={height + 12}
      className={className}
      aria-hidden="true"
    >
      {grid
        ? [0, 0.5, 1].map((f) => (
            <line
              key={f}
              x1="0"
              x2={width}
              y1={height * f}
              y2={height * f}
              stroke="var(--color-ink-100)"
              strokeWidth="1"
            />
          ))
        : null}
      <path d={`${line} L${width} ${height} L0 ${height} Z`} fill="var(--color-accent-100)" />
      <path
        d={line}
        fill="none"
        stroke="var(--color-accent-700)"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
