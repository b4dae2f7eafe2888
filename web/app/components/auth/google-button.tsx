import { useRuntimeConfig } from '../../services/runtime-config.ts';
import { GoogleSignUp } from '../forms/google-sign-up.tsx';

/** Google sign-up below the form, once the run-time config says the server has Google configured. */
export function GoogleButton() {
  const config = useRuntimeConfig();
  return config?.googleSignIn ? <GoogleSignUp placement="below" /> : null;
}
