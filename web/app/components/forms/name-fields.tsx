import { FAMILY_NAME_FIRST } from '@findable/core/locales';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/i18n.tsx';

/**
 * The first-name and last-name fields side by side, in the order the page's language writes names: Hungarian
 * asks for the family name (Vezetéknév) first. Each form passes its own bound fields.
 */
export function NameFields({
  first,
  last,
  className = 'grid gap-4 sm:grid-cols-2',
}: {
  first: ReactNode;
  last: ReactNode;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <div className={className}>
      {FAMILY_NAME_FIRST[locale] ? (
        <>
          {last}
          {first}
        </>
      ) : (
        <>
          {first}
          {last}
        </>
      )}
    </div>
  );
}
