import type { VisualProps } from './frame.tsx';

const PEOPLE = [
  { x: 70, y: 92, hue: 275, r: 30 },
  { x: 170, y: 60, hue: 165, r: 34 },
  { x: 280, y: 84, hue: 30, r: 30 },
  { x: 378, y: 56, hue: 330, r: 32 },
  { x: 118, y: 200, hue: 205, r: 32 },
  { x: 232, y: 180, hue: 85, r: 36 },
  { x: 346, y: 196, hue: 250, r: 30 },
];

/** The team, drawn: people around a shared report, linked like a network. */
export function TeamVisual({ t }: VisualProps) {
  return (
    <div className="overflow-hidden rounded-card bg-gradient-to-br from-brand-50 via-white to-accent-100/60 shadow-card ring-1 ring-ink-900/5">
      <svg viewBox="0 0 448 290" width="448" height="290" className="h-auto w-full" aria-hidden="true">
        {PEOPLE.flatMap((a, i) =>
          PEOPLE.slice(i + 1)
            .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < 150)
            .map((b) => (
              <line
                key={`${i}-${b.x}`}
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                stroke="var(--color-brand-200)"
                strokeWidth="2"
                strokeDasharray="4 6"
              />
            )),
        )}
        {PEOPLE.map((p) => (
          <g key={p.x}>
            <circle cx={p.x} cy={p.y} r={p.r + 6} fill="white" />
            <clipPath id={`team-${p.x}`}>
              <circle cx={p.x} cy={p.y} r={p.r} />
            </clipPath>
            <g clipPath={`url(#team-${p.x})`}>
              <rect x={p.x - p.r} y={p.y - p.r} width={p.r * 2} height={p.r * 2} fill={`oklch(0.9 0.06 ${p.hue})`} />
              <circle cx={p.x} cy={p.y - p.r * 0.2} r={p.r * 0.36} fill={`oklch(0.55 0.14 ${p.hue})`} />
              <ellipse
                cx={p.x}
                cy={p.y + p.r * 0.85}
                rx={p.r * 0.7}
                ry={p.r * 0.6}
                fill={`oklch(0.55 0.14 ${p.hue})`}
              />
            </g>
          </g>
        ))}
        <g transform="translate(176 236)">
          <rect width="112" height="40" rx="12" fill="var(--color-ink-950)" />
          <rect x="12" y="12" width="16" height="16" rx="5" fill="var(--color-brand-400)" />
          <rect x="36" y="14" width="60" height="5" rx="2.5" fill="white" opacity="0.8" />
          <rect x="36" y="23" width="40" height="5" rx="2.5" fill="white" opacity="0.4" />
        </g>
      </svg>
      <p className="px-5 pb-4 text-sm text-ink-700">{t('team.caption')}</p>
    </div>
  );
}

/** Where we are: Budapest on the Danube, with colleagues across Europe. */
export function OfficeVisual({ t }: VisualProps) {
  const remote = [
    [70, 70],
    [120, 150],
    [330, 60],
    [390, 150],
    [110, 230],
    [360, 240],
  ];
  return (
    <div className="overflow-hidden rounded-card bg-ink-950 shadow-card">
      <svg viewBox="0 0 448 290" width="448" height="290" className="h-auto w-full" aria-hidden="true">
        <defs>
          <radialGradient id="office-glow">
            <stop offset="0" stopColor="oklch(0.58 0.23 275)" stopOpacity="0.55" />
            <stop offset="1" stopColor="oklch(0.58 0.23 275)" stopOpacity="0" />
          </radialGradient>
        </defs>
        {Array.from({ length: 14 }, (_, row) =>
          Array.from({ length: 22 }, (_, col) => (
            <circle key={`${row}-${col}`} cx={12 + col * 20} cy={12 + row * 20} r="1.6" fill="white" opacity="0.12" />
          )),
        )}
        <circle cx="232" cy="150" r="120" fill="url(#office-glow)" />
        <path
          d="M196 0 C 230 60, 200 110, 236 150 S 250 240, 214 290"
          stroke="oklch(0.62 0.1 235)"
          strokeWidth="14"
          fill="none"
          opacity="0.65"
        />
        {remote.map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <line
              x1="232"
              y1="150"
              x2={x}
              y2={y}
              stroke="var(--color-accent-400)"
              strokeWidth="1.5"
              strokeDasharray="3 5"
              opacity="0.7"
            />
            <circle cx={x} cy={y} r="6" fill="var(--color-accent-400)" />
          </g>
        ))}
        <circle cx="232" cy="150" r="16" fill="var(--color-brand-500)" stroke="white" strokeWidth="3" />
        <circle cx="232" cy="150" r="5" fill="white" />
      </svg>
      <p className="px-5 pb-4 text-sm text-ink-300">{t('office.caption')}</p>
    </div>
  );
}
