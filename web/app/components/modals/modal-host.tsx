import { lazy, Suspense, useEffect, useState } from 'react';
import { useModal } from '../../services/modal.tsx';

// Dialog code loads on first open, keeping it out of every page's initial JavaScript.
const RegisterModal = lazy(() => import('./register-modal.tsx'));

/** Mounts each dialog once it has been opened (and keeps it, so closing can animate and return focus). */
export function ModalHost() {
  const register = useModal('registerModal');
  const [registerMounted, setRegisterMounted] = useState(false);
  useEffect(() => {
    if (register.open) setRegisterMounted(true);
  }, [register.open]);
  return <Suspense fallback={null}>{register.open || registerMounted ? <RegisterModal /> : null}</Suspense>;
}
