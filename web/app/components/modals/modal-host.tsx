import { lazy, Suspense } from 'react';
import { useModalOpenedOnce } from '../../services/modal.ts';

// Dialog code loads on first open, keeping it out of every page's initial JavaScript.
const RegisterModal = lazy(() => import('./register-modal.tsx'));

/** Mounts each dialog once it has been opened (and keeps it, so closing can animate and return focus). */
export function ModalHost() {
  const registerOpened = useModalOpenedOnce('registerModal');
  return <Suspense fallback={null}>{registerOpened ? <RegisterModal /> : null}</Suspense>;
}
