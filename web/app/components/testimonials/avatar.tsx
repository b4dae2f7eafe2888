import { useId } from 'react';

/** A drawn avatar: initials on a soft gradient of the person's hue (no stock photos can be used). */
export function Avatar({ name, hue, size = 48 }: { name: string; hue: number; size?: number }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  // Unique per instance: the same person can appear twice on a page (carousel and wall).
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={name} className="shrink-0">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="48" y2="48" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={`oklch(0.82 0.1 ${hue})`} />
          <stop offset="1" stopColor={`oklch(0.55 0.16 ${hue})`} />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="24" fill={`url(#${id})`} />
      <text x="24" y="29.5" textAnchor="middle" fontSize="16" fontWeight="700" fill="white" fontFamily="inherit">
        {initials}
      </text>
    </svg>
  );
}
