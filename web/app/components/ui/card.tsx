import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** A white surface with the site's radius and soft shadow. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={clsx('rounded-card bg-white shadow-card ring-1 ring-ink-900/5', className)} {...props} />
  );
}
