import { UserRound } from 'lucide';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { appLink } from '../../site-config.ts';
import { buttonClass } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/**
 * 'My report' for a signed-in visitor, else Log in and Sign up: small in the desktop bar, full-size in the
 * mobile menu's two-column row.
 */
export function AccountLinks({ signedIn, size }: { signedIn: boolean; size: 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
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
