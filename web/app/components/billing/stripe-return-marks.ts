/**
 * The marks Stripe's returns put on an address (`?checkout=success|canceled` on the report, `?portal=return` on
 * account settings). A page acts on them once and then drops them from the address (plan-after-stripe.ts); no link
 * made from the router's location may carry them on, such as the same page in another language. No imports: the
 * site's header uses it on every page.
 */
const STRIPE_RETURN_MARKS: readonly string[] = ['checkout', 'portal'];

/** `search` (a location's, with its `?`) without Stripe's return marks; unchanged when it has none. */
export function withoutStripeReturnMarks(search: string): string {
  const params = new URLSearchParams(search);
  if (!STRIPE_RETURN_MARKS.some((mark) => params.has(mark))) return search;
  for (const mark of STRIPE_RETURN_MARKS) params.delete(mark);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
