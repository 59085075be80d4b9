import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@shop/federation/router-provider.tsx';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, useSessionStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { AppProviders } from '@shop/federation';
import '../src/lib/i18n.ts';
import { SignInPage } from '../src/app/pages/sign-in-page.tsx';

// A tiny server answering /auth/login and /auth/me the way the API does (same status codes and bodies).
const accounts: Record<string, { password: string; token: string; user: object }> = {
  'admin@parts.demo': {
    password: 'Admin-1234',
    token: 'admin-token',
    user: {
      id: 1,
      type: 'SUPER_ADMIN',
      name: 'Admin',
      email: 'admin@parts.demo',
      phone: null,
      cartCount: 0,
      locations: [],
    },
  },
  'customer@parts.demo': {
    password: 'Customer-1234',
    token: 'customer-token',
    user: {
      id: 3,
      type: 'CUSTOMER',
      name: 'Sokha',
      email: 'customer@parts.demo',
      phone: null,
      cartCount: 2,
      locations: [],
    },
  },
};
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && request.url === '/auth/login') {
        const { username, password } = JSON.parse(body) as { username: string; password: string };
        const account = accounts[username];
        if (!account || account.password !== password) {
          return send(401, { statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Bad credentials!' });
        }
        return send(200, { data: { token: account.token } });
      }
      if (request.method === 'GET' && request.url === '/auth/me') {
        const account = Object.values(accounts).find((a) => `Bearer ${a.token}` === request.headers.authorization);
        return account
          ? send(200, { data: account.user })
          : send(401, { statusCode: 401, code: 'INVALID_TOKEN', message: 'Invalid JWT token' });
      }
      send(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  localStorage.clear();
  useSessionStore.setState({ user: null, loading: false, cartCount: 0 });
  await activateRouteLocale('en');
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
