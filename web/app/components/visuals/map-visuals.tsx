import { formatNumber } from '@findable/core/locales/format';
import { SAMPLE_GRID_RANKS } from '@findable/core/demo';
import { gridFigures } from '@findable/core/report/grid';
import { DEMO } from './frame.tsx';
import { Frame, Pill, rankFill, type VisualProps } from './frame.tsx';

/** A deterministic 0–1 'noise' so the drawings are the same in every build. */
const noise = (x: number, y: number) => {
  const s = Math.sin(x * 127.1 + y * 311.7) * 43758.5453;
  return s - Math.floor(s);
};

/** Streets, a park and a river under the grid. */
function MapBase({ w, h }: { w: number; h: number }) {
  return (
    <>
      <rect width={w} height={h} rx="14" fill="oklch(0.97 0.012 240)" />
      <path
        d={`M0 ${h * 0.72} C ${w * 0.3} ${h * 0.6}, ${w * 0.55} ${h * 0.95}, ${w} ${h * 0.78}`}
        stroke="oklch(0.86 0.06 235)"
        strokeWidth="16"
        fill="none"
      />
      <ellipse cx={w * 0.2} cy={h * 0.25} rx={w * 0.13} ry={h * 0.1} fill="oklch(0.93 0.05 150)" />
      {[0.18, 0.42, 0.66, 0.88].map((f) => (
        <line key={`v${f}`} x1={w * f} y1="0" x2={w * f + 18} y2={h} stroke="white" strokeWidth="6" />
      ))}
      {[0.14, 0.38, 0.55].map((f) => (
        <line key={`h${f}`} x1="0" y1={h * f} x2={w} y2={h * f - 12} stroke="white" strokeWidth="6" />
      ))}
    </>
  );
}

/** The geo-grid as SVG: map ranks at `size` × `size` points around the business (the centre pin). */
export function GeoGridSvg({
  ranks,
  size,
  className = 'h-auto w-full',
  pending = false,
  asImage,
}: {
  /** 1–20, 21 for 'not in the top 20', null for a point without a rank: failed, or still running (`pending`). */
  ranks: readonly (number | null)[];
  size: number;
  pending?: boolean;
  className?: string;
  /** Build-time HTML below the first screen: the build turns the drawing into an image file (VisualProps). */
  asImage?: boolean;
}) {
  const box = 320;
  const step = box / size;
  const centre = (size * size - 1) / 2;
  // The business itself sits at the centre (the pin); the grid points around it show its rank there.
  const points = ranks
    .map((rank, i) => ({
      i,
      label: rank === null ? (pending ? '…' : '×') : rank > 20 ? '20+' : String(rank),
      cx: Math.round(step * ((i % size) + 0.5)),
      cy: Math.round(step * (Math.floor(i / size) + 0.5)),
      ...(rank === null ? { fill: 'var(--color-ink-200)', text: 'var(--color-ink-700)' } : rankFill(rank)),
    }))
    .filter((p) => p.i !== centre);
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={box}
      height={box}
      className={className}
      aria-hidden="true"
      data-image={asImage ? '' : undefined}
    >
      <MapBase w={box} h={box} />
      <g stroke="white" strokeWidth="2">
        {points.map((p) => (
          <circle key={p.i} cx={p.cx} cy={p.cy} r={Math.round(step * 0.36)} fill={p.fill} />
        ))}
      </g>
      <g textAnchor="middle" fontWeight="700" fontSize={Math.round(step * 0.34)}>
        {points.map((p) => (
          // '20+' is set smaller, so its three characters stay inside the circle.
          <text
            key={p.i}
            x={p.cx}
            y={Math.round(p.cy + step * 0.13)}
            fill={p.text}
            fontSize={p.label.length > 2 ? Math.round(step * 0.26) : undefined}
          >
            {p.label}
          </text>
        ))}
      </g>
      <path
        transform={`translate(${box / 2 - 14} ${box / 2 - 24})`}
        d="M14 0C6.3 0 0 6 0 13.6 0 24 14 36 14 36s14-12 14-22.4C28 6 21.7 0 14 0Z"
        fill="var(--color-brand-700)"
        stroke="white"
        strokeWidth="2"
      />
      <circle cx={box / 2} cy={box / 2 - 10} r="5" fill="white" />
    </svg>
  );
}

/** The sample report's grid (core/demo), and its central 5 × 5 points, for the smaller drawings. */
const SAMPLE_GRID = { ranks: SAMPLE_GRID_RANKS, size: 7 };
export const SAMPLE_INNER_GRID = Array.from(
  { length: 25 },
  (_, i) => SAMPLE_GRID.ranks[(Math.floor(i / 5) + 1) * SAMPLE_GRID.size + (i % 5) + 1]!,
);
/** The strongest rival's grid for the same search: strong in the east, where the sample café is weak. */
const RIVAL_INNER_GRID = SAMPLE_INNER_GRID.map((_, i) => SAMPLE_INNER_GRID[Math.floor(i / 5) * 5 + (4 - (i % 5))]!);

/** The colours of map ranks: top 3, 4–10, 11 and beyond, with their labels. */
export function RankLegend({ labels }: { labels: readonly [string, string, string] }) {
  return (
    <span className="flex flex-wrap gap-3">
      {[1, 5, 15].map((rank, index) => (
        <span key={rank} className="flex items-center gap-1.5">
          <span className="size-3 rounded-full" style={{ background: rankFill(rank).fill }} />
          {labels[index]}
        </span>
      ))}
    </span>
  );
}

/** The geo-grid heatmap with its keyword and legend. */
export function GeoGridVisual({ t, locale, belowTheFold }: VisualProps) {
  return (
    <Frame title={t('geogrid.title')} chip={<q>{t('geogrid.keyword')}</q>}>
      <GeoGridSvg
        ranks={SAMPLE_GRID.ranks}
        size={SAMPLE_GRID.size}
        className="mx-auto h-auto w-full max-w-80"
        asImage={belowTheFold}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-xs text-ink-700">
        <RankLegend labels={[t('geogrid.top3'), t('geogrid.top10'), t('geogrid.beyond')]} />
        <span className="font-semibold text-ink-900">
          {t('geogrid.average', { rank: formatNumber(locale, gridFigures(SAMPLE_GRID.ranks).arp ?? 0) })}
        </span>
      </div>
    </Frame>
  );
}

const HEX_SCALE = [
  'oklch(0.96 0.015 275)',
  'oklch(0.9 0.05 275)',
  'oklch(0.8 0.1 275)',
  'oklch(0.66 0.17 275)',
  'oklch(0.52 0.22 275)',
];

/** Opportunity (0–1) at a point of the map: a few hot spots of demand without many competitors. */
function opportunity(x: number, y: number): number {
  const spots: Array<[number, number, number, number]> = [
    [0.32, 0.38, 0.95, 0.2],
    [0.74, 0.64, 0.8, 0.17],
    [0.6, 0.18, 0.5, 0.12],
  ];
  const value = spots.reduce(
    (sum, [sx, sy, a, s]) => sum + a * Math.exp(-((x - sx) ** 2 + (y - sy) ** 2) / (s * s)),
    0,
  );
  return Math.min(1, value + (noise(x * 10, y * 10) - 0.5) * 0.18);
}

/** A hexagon grid over a map; `fine` draws the PRO mode's block-level cells over a zoomed-in street grid. */
function HexGrid({ fine, asImage }: { fine?: boolean; asImage?: boolean }) {
  const w = 360;
  const h = 250;
  const r = fine ? 11 : 17;
  const hexW = Math.sqrt(3) * r;
  const cols = Math.ceil(w / hexW) + 1;
  const rows = Math.ceil(h / (1.5 * r)) + 1;
  const id = fine ? 'hex-fine' : 'hex';
  const corners = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 30);
    return `${(r * 0.94 * Math.cos(angle)).toFixed(1)},${(r * 0.94 * Math.sin(angle)).toFixed(1)}`;
  });
  const selected = fine ? { col: 8, row: 6 } : { col: 6, row: 5 };
  const cells = Array.from({ length: cols * rows }, (_, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const cx = col * hexW + (row % 2 ? hexW / 2 : 0);
    const cy = row * 1.5 * r;
    const v = opportunity(fine ? 0.25 + (cx / w) * 0.3 : cx / w, fine ? 0.2 + (cy / h) * 0.35 : cy / h);
    return { i, x: Math.round(cx), y: Math.round(cy), level: Math.min(4, Math.floor(v * 5)) };
  });
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      className="h-auto w-full"
      aria-hidden="true"
      data-image={asImage ? '' : undefined}
    >
      <defs>
        <clipPath id={`${id}-clip`}>
          <rect width={w} height={h} rx="14" />
        </clipPath>
        <polygon id={id} points={corners.join(' ')} />
      </defs>
      <g clipPath={`url(#${id}-clip)`}>
        {fine ? (
          <>
            <rect width={w} height={h} fill="oklch(0.97 0.012 240)" />
            {Array.from({ length: 9 }, (_, i) => (
              <line key={`v${i}`} x1={i * 44} y1="0" x2={i * 44 + 10} y2={h} stroke="white" strokeWidth="5" />
            ))}
            {Array.from({ length: 6 }, (_, i) => (
              <line key={`h${i}`} x1="0" y1={i * 48} x2={w} y2={i * 48 - 8} stroke="white" strokeWidth="5" />
            ))}
          </>
        ) : (
          <MapBase w={w} h={h} />
        )}
        <g opacity="0.88">
          {HEX_SCALE.map((fill, level) => (
            <g key={fill} fill={fill}>
              {cells
                .filter((cell) => cell.level === level)
                .map((cell) => (
                  <use key={cell.i} href={`#${id}`} x={cell.x} y={cell.y} />
                ))}
            </g>
          ))}
        </g>
        <use
          href={`#${id}`}
          x={(selected.col * hexW + (selected.row % 2 ? hexW / 2 : 0)).toFixed(1)}
          y={(selected.row * 1.5 * r).toFixed(1)}
          fill="var(--color-accent-500)"
          stroke="white"
          strokeWidth="3"
        />
        {[
          [0.12, 0.8],
          [0.5, 0.55],
          [0.88, 0.2],
          [0.62, 0.86],
          [0.9, 0.9],
        ].map(([x, y]) => (
          <circle
            key={`${x}-${y}`}
            cx={(x ?? 0) * w}
            cy={(y ?? 0) * h}
            r="4.5"
            fill="var(--color-ink-900)"
            stroke="white"
            strokeWidth="1.5"
          />
        ))}
      </g>
    </svg>
  );
}

/** The hexagon-grid opportunity map with legend and a selected cell. */
export function HexMapVisual({ t, locale, fine, belowTheFold }: VisualProps & { fine?: boolean }) {
  return (
    <Frame title={fine ? t('hexmap.proTitle') : t('hexmap.title')} chip={fine ? t('hexmap.proChip') : DEMO.city}>
      <div className="relative">
        <HexGrid fine={fine} asImage={belowTheFold} />
        <div className="absolute top-3 right-3 w-44 rounded-xl bg-white/95 p-3 text-xs shadow-card ring-1 ring-ink-900/5 max-sm:hidden">
          <p className="font-semibold text-ink-950">{fine ? t('hexmap.block') : t('hexmap.cell')}</p>
          <p className="mt-1 flex justify-between gap-2 text-ink-600">
            {t('hexmap.score')} <span className="font-bold text-accent-700">{fine ? 91 : 86}</span>
          </p>
          <p className="flex justify-between gap-2 text-ink-600">
            {t('hexmap.residents')}{' '}
            <span className="font-semibold text-ink-900">{formatNumber(locale, fine ? 1840 : 12400)}</span>
          </p>
          <p className="flex justify-between gap-2 text-ink-600">
            {t('hexmap.competitors')} <span className="font-semibold text-ink-900">{fine ? 0 : 2}</span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-xs text-ink-700">
        <span className="flex items-center gap-2">
          {t('hexmap.low')}
          <span className="flex">
            {HEX_SCALE.map((color) => (
              <span
                key={color}
                className="h-2.5 w-6 first:rounded-l-full last:rounded-r-full"
                style={{ background: color }}
              />
            ))}
          </span>
          {t('hexmap.high')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-ink-900" />
          {t('hexmap.competitor')}
        </span>
      </div>
    </Frame>
  );
}

/** Two geo-grids side by side: the business and its strongest rival for the same keyword. */
export function CompareGridVisual({ t }: VisualProps) {
  return (
    <Frame title={t('compareGrid.title')} chip={<q>{t('geogrid.keyword')}</q>}>
      <div className="grid grid-cols-2 gap-4">
        {[
          { label: DEMO.business, ranks: SAMPLE_INNER_GRID, you: true },
          { label: DEMO.rivals[0], ranks: RIVAL_INNER_GRID, you: false },
        ].map((side) => (
          <div key={side.label}>
            <p className="mb-2 flex items-center gap-2 truncate text-sm font-semibold text-ink-900">
              {side.label}
              {side.you ? <Pill tone="brand">{t('competitors.you')}</Pill> : null}
            </p>
            <GeoGridSvg ranks={side.ranks} size={5} />
          </div>
        ))}
      </div>
      <p className="mt-4 text-sm text-ink-700">{t('compareGrid.note', { rival: DEMO.rivals[0] })}</p>
    </Frame>
  );
}
