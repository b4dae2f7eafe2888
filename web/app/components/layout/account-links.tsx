import { UserRound } from 'lucide';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { useToken } from '../../services/session-token.ts';
import { APP_URL, appLink } from '../../site-config.ts';
import { buttonClass } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/**
 * 'My report' for a signed-in visitor, else Log in and Sign up: small in the desktop bar, full-size in the
 * mobile menu's two-column row.
 *
 * It reads the session itself, so that only it draws again when the script finds a token after hydrating: the
 * prerendered header shows Log in / Sign up, and React redraws a store's readers at once (synchronously). Read
 * in the header, that redraw took the whole header with it and drew its menus, still waiting for their code,
 * anew instead of hydrating them (~15 ms of a desktop's CPU on every signed-in page).
 */
export function AccountLinks({ size }: { size: 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  // A token in this site's storage means someone is signed in here (an external application site keeps its own).
  const signedIn = useToken() !== null && !APP_URL;
  if (signedIn) {
    return (
      <a href={appLink('report', locale)} className={buttonClass('secondary', size, 'col-span-2')}>
        <Icon node={UserRound} aria-hidden className="size-4" />
        {t('nav.report')}
      </a>
    );
  }
  return (
    <>
      <a href={appLink('login', locale)} className={buttonClass(size === 'sm' ? 'ghost' : 'secondary', size)}>
        {t('nav.login')}
      </a>
      <a href={appLink('register', locale)} className={buttonClass('primary', size)}>
        {t('nav.signUp')}
      </a>
    </>
  );
}
