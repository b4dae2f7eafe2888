import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

export type { IconNode };

/**
 * A Lucide icon: `<Icon node={Search} className="size-4" />`, with the drawing imported from `lucide` (one small
 * module per icon, so a page carries only the icons it shows). It draws what lucide-react draws (24×24,
 * currentColor, 2 px round strokes) without that package's runtime, which every page's initial script carried
 * (docs/decisions/021-deferred-hydration-and-build-time-markup.md). Decorative unless given a label: hidden from
 * assistive technology by default.
 */
export function Icon({ node, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
