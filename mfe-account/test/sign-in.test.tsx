import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import Type from 'typebox';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@shop/client';
import { ConfigurationEntry, LoginBody, LoginResult, SessionUser } from '@shop/contracts';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '@shop/federation';
import { Envelope, refuse, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { SignInPage } from '../src/app/pages/sign-in-page.tsx';

// The API's /auth/login and /auth/me on the contract-checked stand-in (@shop/ui/testing), for two demo accounts.
const account = (password: string, token: string, user: Partial<SessionUser>) => ({
  password,
  token,
  user: {
    phone: null,
    locations: [],
    dealerApproved: false,
    hasPassword: true,
    socialProviders: [],
    supplierId: null,
    ...user,
  } as SessionUser,
});
const accounts: Record<string, ReturnType<typeof account>> = {
  'admin@parts.demo': account('Admin-1234', 'admin-token', {
    id: 1,
    type: 'SUPER_ADMIN',
    name: 'Admin',
    email: 'admin@parts.demo',
    cartCount: 0,
  }),
  'customer@parts.demo': account('Customer-1234', 'customer-token', {
    id: 3,
    type: 'CUSTOMER',
    name: 'Sokha',
    email: 'customer@parts.demo',
    cartCount: 2,
  }),
};

const api = withApiStandIn();

beforeEach(async () => {
  useSessionStore.setState({ cartCount: 0 });
  await activateRouteLocale('en');
  api.on('POST /auth/login', { body: LoginBody, response: Envelope(LoginResult) }, ({ body }) => {
    const { username, password } = body as LoginBody;
    const found = accounts[username];
    return found && found.password === password
      ? { data: { token: found.token } }
      : refuse(401, 'BAD_CREDENTIALS', 'Bad credentials!');
  });
  // The page asks whether Google sign-in is on: here it is off.
  api.on('GET /api/frontend/configuration', { response: Envelope(Type.Array(ConfigurationEntry)) }, () => ({
    data: [],
  }));
  api.on('GET /auth/me', { response: Envelope(SessionUser) }, ({ authorization }) => {
    const found = Object.values(accounts).find((a) => `Bearer ${a.token}` === authorization);
    return found ? { data: found.user } : refuse(401, 'INVALID_TOKEN', 'Invalid JWT token');
  });
});

function renderSignIn(path = '/en/sign-in') {
  const router = createMemoryRouter(
    [
      { path: '/:locale/sign-in', Component: SignInPage },
      { path: '/:locale/admin/*', element: <h1>Back-office home</h1> },
      { path: '/:locale/account', element: <h1>Account home</h1> },
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

// Label queries match a part of the label, as Playwright's getByLabel does (labels carry a required mark).
const fillAndSubmit = async (username: string, password: string) => {
  fireEvent.change(await screen.findByLabelText('Email or phone', { exact: false }), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password', { exact: false }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('sign-in page', () => {
  it('says the username or password is not right, and stays on the page', async () => {
    const router = renderSignIn();
    await fillAndSubmit('admin@parts.demo', 'not-the-password');
    expect(await screen.findByText('The username or password is not right.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/sign-in');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the token, loads the user and sends staff to the back-office', async () => {
    const router = renderSignIn();
    await fillAndSubmit('admin@parts.demo', 'Admin-1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin'));
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(useSessionStore.getState().user?.type).toBe('SUPER_ADMIN');
  });

  it('sends a customer to their account, in the locale of the page', async () => {
    await activateRouteLocale('kh');
    const router = renderSignIn('/kh/sign-in');
    fireEvent.change(await screen.findByLabelText('អ៊ីមែល ឬលេខទូរស័ព្ទ', { exact: false }), {
      target: { value: 'customer@parts.demo' },
    });
    fireEvent.change(screen.getByLabelText('ពាក្យសម្ងាត់', { exact: false }), { target: { value: 'Customer-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'ចូលគណនី' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kh/account'));
    expect(useSessionStore.getState().cartCount).toBe(2);
  });

  it('returns staff to the back-office page that sent them here', async () => {
    const router = renderSignIn('/en/sign-in?returnTo=%2Fen%2Fadmin%2Forders');
    await fillAndSubmit('admin@parts.demo', 'Admin-1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/orders'));
  });
});
