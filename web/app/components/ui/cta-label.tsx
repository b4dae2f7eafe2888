import type { ReactNode } from 'react';

/**
 * A call to action's label for visitors and for signed-in users ('Get my report' / 'Open my report'): both are
 * in the HTML and CSS shows the one that fits `<html data-signed-in>`, which is set before the first paint, so
 * prerendered pages show the right words at once and without a layout shift.
 */
export function CtaLabel({ children, signedIn }: { children: ReactNode; signedIn: ReactNode }) {
  return (
    <>
      <span className="cta-signed-out">{children}</span>
      <span className="cta-signed-in">{signedIn}</span>
    </>
  );
}
