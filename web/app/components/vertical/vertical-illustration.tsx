/** A drawn map with a ranking grid around a pin: the decoration where a page has no hero testimonial. */
export function VerticalIllustration() {
  const cells = [
    [4, 3, 2, 3, 5],
    [3, 1, 1, 2, 4],
    [2, 1, 1, 1, 3],
    [3, 2, 1, 2, 4],
    [6, 4, 3, 4, 7],
  ];
  const color = (rank: number) =>
    rank <= 2 ? 'oklch(0.6 0.14 165)' : rank <= 4 ? 'oklch(0.8 0.16 85)' : 'oklch(0.58 0.2 20)';
  return (
    <svg viewBox="0 0 400 320" width="400" height="320" aria-hidden="true" className="mx-auto h-auto w-full max-w-md">
      <rect width="400" height="320" rx="24" fill="white" />
      <rect x="12" y="12" width="376" height="296" rx="16" fill="oklch(0.97 0.02 240)" />
      <path d="M12 200 C 120 170, 200 250, 388 190" stroke="oklch(0.9 0.03 240)" strokeWidth="18" fill="none" />
      <path d="M150 12 C 170 120, 120 200, 170 308" stroke="oklch(0.9 0.03 240)" strokeWidth="12" fill="none" />
      {cells.flatMap((row, y) =>
        row.map((rank, x) => (
          <g key={`${x}-${y}`}>
            <circle cx={80 + x * 60} cy={40 + y * 60} r="20" fill={color(rank)} />
            <text x={80 + x * 60} y={45 + y * 60} textAnchor="middle" fontSize="14" fontWeight="700" fill="white">
              {rank}
            </text>
          </g>
        )),
      )}
      <path d="M200 118c-13 0-24 10-24 23 0 17 19 31 22 33a3 3 0 0 0 4 0c3-2 22-16 22-33 0-13-11-23-24-23Z" fill="oklch(0.45 0.22 275)" />
      <circle cx="200" cy="141" r="8" fill="white" />
    </svg>
  );
}
