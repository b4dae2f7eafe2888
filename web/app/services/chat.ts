import { askConsentAgain, getConsent, onConsentGranted } from './consent.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

let loading: Promise<void> | undefined;

/**
 * Opens the third-party chat widget. Its script loads only on this click and only with consent: without
 * consent the banner asks first, and the widget loads once the visitor accepts.
 */
export async function openChat(): Promise<void> {
  const { chatWidgetUrl } = await loadRuntimeConfig();
  if (!chatWidgetUrl) return;
  if (getConsent() !== 'granted') {
    askConsentAgain();
    onConsentGranted(() => void openChat());
    return;
  }
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = chatWidgetUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('chat widget failed to load'));
    document.head.append(script);
  });
  await loading;
}
