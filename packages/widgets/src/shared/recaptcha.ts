/** Google reCAPTCHA v2 (checkbox), used only when the store is configured with its keys. */
interface Grecaptcha {
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  ready?(callback: () => void): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';
let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once (the only third-party code the store ever loads, and only then). */
function loadGrecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    script.onload = () => {
      const api = window.grecaptcha;
      if (!api) return reject(new Error('reCAPTCHA could not be loaded'));
      if (api.ready) api.ready(() => resolve(api));
      else resolve(api);
    };
    document.head.append(script);
  });
  return loading;
}

/** Renders the reCAPTCHA checkbox into `container`; `onToken` gets its token, or null when it expires. */
export async function renderRecaptcha(container: HTMLElement, siteKey: string, onToken: (token: string | null) => void): Promise<void> {
  const api = await loadGrecaptcha();
  container.replaceChildren();
  api.render(container, { sitekey: siteKey, callback: (token) => onToken(token), 'expired-callback': () => onToken(null) });
}
