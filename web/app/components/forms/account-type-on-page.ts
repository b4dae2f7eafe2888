/**
 * The account type checked in the sign-up form on the page, read from the page itself, or undefined when the page
 * has no such form (the login page). Two places need what the page shows rather than React's state: the form,
 * which starts from a choice made on the prerendered page before its scripts ran, and 'Sign up with Google',
 * a link beside the form whose click must carry the choice the visitor made in it.
 */
export function accountTypeOnPage(): 'business' | 'agency' | undefined {
  if (typeof document === 'undefined') return undefined;
  const checked = document.querySelector<HTMLInputElement>('input[name="accountType"]:checked')?.value;
  return checked === 'agency' || checked === 'business' ? checked : undefined;
}
