import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  align?: 'left' | 'center';
  /** The heading level; pages have exactly one h1. */
  as?: 'h1' | 'h2' | 'h3';
  inverse?: boolean;
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  text,
  align = 'center',
  as: Tag = 'h2',
  inverse,
  className,
}: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={clsx(
            'text-sm font-semibold tracking-wide uppercase',
            inverse ? 'text-brand-200' : 'text-brand-600',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Tag
        className={clsx(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverse ? 'text-white' : 'text-ink-950',
        )}
      >
        {title}
      </Tag>
      {text ? (
        <p className={clsx('mt-4 text-lg text-pretty', inverse ? 'text-brand-100' : 'text-ink-600')}>{text}</p>
      ) : null}
    </div>
  );
}
