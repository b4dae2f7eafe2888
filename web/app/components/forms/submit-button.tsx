import { useHydrated } from '../../hooks/use-hydrated.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';

/**
 * A form's submit button, disabled until React has hydrated the page. Before that, a click or Enter would make the
 * browser send the prerendered form itself: a GET to the page's own address with every field in its query, a
 * password too, into the address bar and the history. A disabled default button also stops Enter's submission.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
