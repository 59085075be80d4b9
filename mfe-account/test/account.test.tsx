import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, signIn, useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '@shop/federation';
import { storefront } from '../src/app/routes.tsx';
import { type FakeApi } from './fake-api.ts';
import { withFakeApi } from './support.tsx';

let api: FakeApi;
withFakeApi((started) => (api = started));
afterEach(() => {
  vi.restoreAllMocks();
  delete (process.env as Record<string, string | undefined>).TELEGRAM_BOT_NAME;
  api.googleClientId = null;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:locale',
        children: [
          ...storefront,
          { path: 'admin/*', element: <h1>Back-office home</h1> },
          { path: 'checkout', element: <h1>Checkout</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
let accounts = 0;
async function registered(password = 'Good-pass-2026') {
  accounts += 1;
  const email = `shopper${accounts}@example.com`;
  const response = await fetch(`${api.url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CUSTOMER', name: `Shopper ${accounts}`, email, password }),
  });
  expect(response.status).toBe(201);
  await signIn({ username: email, password });
  return { email, password };
}

describe('registration', () => {
  it('registers a dealer, signs in and opens the account', async () => {
    const router = renderAt('/en/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    fireEvent.click(screen.getByLabelText('Dealer'));
    expect(screen.getByText(/shops at customer prices until the shop approves it/)).toBeTruthy();
    type('Full name', 'Garage Dara');
    type('Email', 'dara@garage.kh');
    type('Password', 'Tonle-Sap-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account'));
    expect(api.requests.find((r) => r.url === '/auth/register')?.body).toMatchObject({
      type: 'DEALER',
      name: 'Garage Dara',
      email: 'dara@garage.kh',
    });
    expect(getToken()).toBeTruthy();
    expect(await screen.findByText('Dealer (waiting for approval)')).toBeTruthy();
  });

  it("says the e-mail is taken, in the shopper's words, and stays", async () => {
    const { email } = await registered();
    useSessionStore.setState({ user: null });
    localStorage.clear();
    const router = renderAt('/en/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    type('Full name', 'Copy');
    type('Email', email);
    type('Password', 'Tonle-Sap-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // The API names the field (`field: 'email'`): its words are said under the e-mail, not above the form.
    const emailField = await screen.findByRole('textbox', {
      name: /^Email/,
      description: /This e-mail address is already registered\. Sign in, or use another one\./,
    });
    expect(emailField.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/en/register');
  });

  it('asks for a name, an e-mail and a password of 8 characters or more before sending', async () => {
    renderAt('/en/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    const form = screen.getByRole('form', { name: 'Create an account' }) as HTMLFormElement;
    expect((within(form).getByRole('textbox', { name: /^Full name/ }) as HTMLInputElement).required).toBe(true);
    expect((within(form).getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).required).toBe(true);
    expect((within(form).getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement).required).toBe(false);
    const password = within(form).getByLabelText('Password', { exact: false }) as HTMLInputElement;
    expect([password.required, password.minLength]).toEqual([true, 8]);
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(form.checkValidity()).toBe(false);
    expect(api.requests.filter((r) => r.url === '/auth/register')).toHaveLength(0);
  });

  it('speaks Khmer under /kh', async () => {
    await activateRouteLocale('kh');
    renderAt('/kh/register');
    expect(await screen.findByRole('heading', { name: 'បង្កើតគណនី' })).toBeTruthy();
    expect(screen.getByLabelText('ឈ្មួញ')).toBeTruthy();
  });
});

describe('password reset', () => {
  it('sends a code, checks it, sets the new password and signs in', async () => {
    const { email } = await registered();
    useSessionStore.setState({ user: null });
    localStorage.clear();
    const router = renderAt('/en/reset-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    type('Email or phone', email);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('15 minutes');
    type('Code', '1a1 11-11');
    expect((screen.getByRole('textbox', { name: /^Code/ }) as HTMLInputElement).value).toBe('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/wrong or has expired/)).toBeTruthy();
    expect(api.requests.find((r) => r.url === '/auth/reset')?.body).toMatchObject({ code: '111111' });
    type('Code', api.resetCode);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('New password', { exact: false }), {
      target: { value: 'Brand-new-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account'));
    expect(useSessionStore.getState().user?.email).toBe(email);
  });
});

describe('my account', () => {
  it('sends a visitor without a session to sign in, and back afterwards', async () => {
    const router = renderAt('/en/account/locations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sign-in'));
    expect(router.state.location.search).toBe('?returnTo=%2Fen%2Faccount%2Flocations');
  });

  it('changes the password and keeps the session with the new token', async () => {
    const { password } = await registered();
    const oldToken = getToken();
    renderAt('/en/account/password');
    await screen.findByRole('button', { name: 'Change password' });
    type('Current password', 'not-it-1');
    type('New password', 'Changed-pass-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is not right');
    type('Current password', password);
    type('New password', 'Changed-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed.');
    // The form is emptied once the password is changed.
    expect((field('New password') as HTMLInputElement).value).toBe('');
    expect(getToken()).not.toBe(oldToken);
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('adds two locations, makes the second the default and lists it first', async () => {
    await registered();
    renderAt('/en/account/locations');
    expect(await screen.findByText('You have no saved locations yet.')).toBeTruthy();

    const add = async (label: string, province: string, address: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a location' }));
      await screen.findByRole('form', { name: 'New location' });
      type('Label', label);
      fireEvent.change(field('Province'), { target: { value: province } });
      type('Address', address);
      fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
      await screen.findByRole('button', { name: 'Add a location' });
    };
    await add('Home', '1', 'Street 271');
    await add('Shop', '2', 'Sivatha Blvd');
    const labels = () => screen.getAllByTestId('saved-location-label').map((e) => e.textContent);
    const savedLocations = () => within(screen.getByRole('list', { name: 'Saved locations' })).getAllByRole('listitem');
    await waitFor(() => expect(labels()).toEqual(['Home', 'Shop']));
    expect(within(savedLocations()[0]!).getByText('Default')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Make Shop the default' }));
    await waitFor(() => expect(labels()).toEqual(['Shop', 'Home']));
    expect(within(savedLocations()[0]!).getByText('Default')).toBeTruthy();
    expect(screen.getByText('Sivatha Blvd, Siem Reap')).toBeTruthy();
    await waitFor(() =>
      expect(useSessionStore.getState().user?.locations.map((l) => l.details.label)).toEqual(['Shop', 'Home']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Shop' }));
    await waitFor(() => expect(labels()).toEqual(['Home']));
    expect(within(savedLocations()[0]!).getByText('Default')).toBeTruthy();
  });

  it('sent from checkout, opens the new-location form and goes back to checkout with the saved location chosen', async () => {
    await registered();
    const router = renderAt(`/en/account/locations?returnTo=${encodeURIComponent('/en/checkout')}`);
    expect(await screen.findByText('Once the location is saved, you go back to the page you came from.')).toBeTruthy();
    await screen.findByRole('form', { name: 'New location' });
    type('Label', 'Home');
    fireEvent.change(field('Province'), { target: { value: '1' } });
    type('Address', 'Street 271');
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    const saved = useSessionStore.getState().user?.locations ?? [];
    expect(saved.map((l) => l.details.label)).toEqual(['Home']);
    expect(router.state.location.search).toBe(`?location=${saved[0]!.id}`);
  });

  it('goes back only to a page of the shop, never another site or the back-office', async () => {
    await registered();
    renderAt(`/en/account/locations?returnTo=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByRole('button', { name: 'Add a location' })).toBeTruthy();
    expect(screen.queryByText('Once the location is saved, you go back to the page you came from.')).toBeNull();
  });

  it('edits a saved location', async () => {
    await registered();
    renderAt('/en/account/locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a location' }));
    type('Label', 'Home');
    fireEvent.change(field('Province'), { target: { value: '1' } });
    type('Address', 'Street 1');
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home' }));
    type('Label', 'Parents');
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('saved-location-label').map((e) => e.textContent)).toEqual(['Parents']),
    );
  });
});

describe('Telegram', () => {
  it('shows no button without a bot name', async () => {
    renderAt('/en/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByTestId('telegram-login')).toBeNull();
  });

  it("loads Telegram's widget for the bot and signs up a Telegram user who has no account", async () => {
    // The build stamps it (DefinePlugin); in tests it is read from the environment.
    (process.env as Record<string, string | undefined>).TELEGRAM_BOT_NAME = 'parts_shop_bot';
    const router = renderAt('/en/sign-in');
    const widget = await screen.findByTestId('telegram-login');
    const script = widget.querySelector('script')!;
    expect(script.src).toBe('https://telegram.org/js/telegram-widget.js?22');
    expect(script.dataset.telegramLogin).toBe('parts_shop_bot');
    const callback = /^(\w+)\(user\)$/.exec(script.dataset.onauth!)![1]!;
    const telegram = {
      id: 5550001,
      first_name: 'Vanna',
      auth_date: Math.floor(Date.now() / 1000),
      hash: 'a'.repeat(64),
    };
    (window as unknown as Record<string, (data: unknown) => void>)[callback]!(telegram);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account'));
    expect(api.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/auth/oauth2/login/TELEGRAM', '/auth/oauth2/register']),
    );
    expect(api.requests.find((r) => r.url === '/auth/oauth2/register')?.body).toEqual({
      type: 'TELEGRAM',
      telegram,
      userType: 'CUSTOMER',
    });
    expect(useSessionStore.getState().user?.socialProviders).toEqual(['TELEGRAM']);
  });
});

describe('Google', () => {
  it('shows no button while the API tells no client id', async () => {
    renderAt('/en/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(api.requests.some((r) => r.url === '/api/frontend/configuration')).toBe(true));
    expect(screen.queryByTestId('google-login')).toBeNull();
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
  });

  it("draws Google's button in the page's language with the shop's client id and signs up a Google user who has no account", async () => {
    api.googleClientId = 'shop.apps.googleusercontent.com';
    let callback: ((response: { credential: string }) => void) | undefined;
    const drawn: Record<string, unknown>[] = [];
    await activateRouteLocale('kh');
    const router = renderAt('/kh/register');
    await screen.findByTestId('google-login');
    const script = await waitFor(() =>
      document.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]')!,
    );
    // jsdom loads no outside script: stand in for Google's, then tell the page it loaded.
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            expect(options.client_id).toBe('shop.apps.googleusercontent.com');
            callback = options.callback;
          },
          renderButton: (_parent, options) => void drawn.push(options),
        },
      },
    };
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ locale: 'km', text: 'signin_with' });
    callback!({ credential: 'google-sub-7:Dara' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kh/account'));
    expect(api.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/auth/oauth2/login/GOOGLE', '/auth/oauth2/register']),
    );
    expect(api.requests.find((r) => r.url === '/auth/oauth2/register')?.body).toEqual({
      type: 'GOOGLE',
      idToken: 'google-sub-7:Dara',
      userType: 'CUSTOMER',
    });
    expect(useSessionStore.getState().user?.socialProviders).toEqual(['GOOGLE']);
    delete window.google;
    await activateRouteLocale('en');
  });
});
