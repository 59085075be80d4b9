import { useEffect, useRef } from 'react';

/** Google Identity Services: Google's script draws its sign-in button and hands the page an ID token. */
const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    ux_mode?: 'popup';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once per page. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () =>
      window.google?.accounts?.id
        ? resolve(window.google.accounts.id)
        : reject(new Error('Google Identity Services did not start'));
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  });
  // A failure is not kept: the next page that shows the button tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export interface GoogleLoginButtonProps {
  clientId: string;
  /** Called with the ID token; hand it to the API unchanged (it checks Google's signature and this client id). */
  onCredential: (idToken: string) => void;
  /** Google words its own button: `en` or `km`. */
  locale: string;
}

/** Google's "Sign in with Google" button, drawn by Google in the page's language; nothing when Google cannot be reached. */
export function GoogleLoginButton({ clientId, onCredential, locale }: GoogleLoginButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let live = true;
    loadGoogleIdentity().then(
      (identity) => {
        if (!live) return;
        identity.initialize({
          client_id: clientId,
          callback: ({ credential }) => latest.current(credential),
          ux_mode: 'popup',
        });
        identity.renderButton(host, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          locale,
          width: 240,
        });
      },
      (error: unknown) => console.warn('[mfe-account] Google sign-in unavailable', error),
    );
    return () => {
      live = false;
      host.replaceChildren();
    };
  }, [clientId, locale]);

  return <div ref={container} data-testid="google-login" />;
}
