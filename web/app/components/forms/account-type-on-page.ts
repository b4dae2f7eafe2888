/**
 * The account type checked in the sign-up form on the page, read from the page itself, or undefined when the page
 * has no such form (the login page). Two places need what the page shows rather than React's state: the form,
 * which starts from a choice made on the prerendered page before its scripts ran, and 'Sign up with Google',
 * a link beside the form whose click must carry the choice the visitor made in it (`within`: the dialog the link
 * is in, so that a page's own form behind it does not count).
 */
export function accountTypeOnPage(within?: ParentNode | null): 'business' | 'agency' | undefined {
  if (typeof document === 'undefined') return undefined;
  const checked = (within ?? document).querySelector<HTMLInputElement>('input[name="accountType"]:checked')?.value;
  return checked === 'agency' || checked === 'business' ? checked : undefined;
}
