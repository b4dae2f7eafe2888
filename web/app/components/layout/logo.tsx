import { useId } from 'react';

/**
 * The Findable mark: a map pin whose inner bars rise, next to the word mark. The gradient's id is unique per
 * instance (header and footer both show the logo), so the page never has two elements with one id.
 */
export function Logo({ className = '', inverse = false }: { className?: string; inverse?: boolean }) {
  const gradientId = useId();
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="4" y1="2" x2="28" y2="30" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="oklch(0.62 0.22 275)" />
            <stop offset="1" stopColor="oklch(0.45 0.22 275)" />
          </linearGradient>
        </defs>
        <path
          d="M16 2C9.4 2 4 7.2 4 13.7c0 8.3 9.7 15.2 11 16.1.6.4 1.4.4 2 0 1.3-.9 11-7.8 11-16.1C28 7.2 22.6 2 16 2Z"
          fill={`url(#${gradientId})`}
        />
        <rect x="10" y="14" width="3" height="5" rx="1.5" fill="white" opacity="0.7" />
        <rect x="14.5" y="11" width="3" height="8" rx="1.5" fill="white" opacity="0.85" />
        <rect x="19" y="8" width="3" height="11" rx="1.5" fill="oklch(0.78 0.15 165)" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverse ? 'text-white' : 'text-ink-950'}`}>Findable</span>
    </span>
  );
}
