import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, ...props },
  ref,
) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      {/* A field says its type even when it is text (a caller's type replaces it): checkers read autocomplete
          tokens such as given-name against it. */}
      <input
        ref={ref}
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={clsx(
          'mt-1.5 block h-11 w-full rounded-xl border bg-white px-3.5 text-[0.9375rem] text-ink-950 outline-none placeholder:text-ink-400 focus:ring-2',
          error ? 'border-rose-400 focus:ring-rose-200' : 'border-ink-200 focus:border-brand-500 focus:ring-brand-200',
        )}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  children: ReactNode;
  error?: string | undefined;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { children, error, ...props },
  ref,
) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4.5 shrink-0 rounded border-ink-300 accent-brand-600"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-ink-700">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 ml-7.5 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled native select, styled like TextField, with its error tied to it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, children, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'mt-1.5 block h-11 w-full rounded-xl border bg-white px-3 text-[0.9375rem] text-ink-950 outline-none focus:ring-2',
          error ? 'border-rose-400 focus:ring-rose-200' : 'border-ink-200 focus:border-brand-500 focus:ring-brand-200',
        )}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
