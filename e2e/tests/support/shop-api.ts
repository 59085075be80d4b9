import type { APIRequestContext } from '@playwright/test';

// Calls to the composed app's API as a signed-in user, for setting up a journey (orders, back-office moves).

export interface Session {
  token: string;
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, data?: object): Promise<T> {
  const response = await request.fetch(url, {
    method,
    data,
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const apiGet = <T>(request: APIRequestContext, url: string, session?: Session) => call<T>(request, 'GET', url, session);
export const apiPost = <T>(request: APIRequestContext, url: string, data: object, session?: Session) => call<T>(request, 'POST', url, session, data);
export const apiPut = <T>(request: APIRequestContext, url: string, data: object, session?: Session) => call<T>(request, 'PUT', url, session, data);

export async function signInApi(request: APIRequestContext, username: string, password: string): Promise<Session> {
  const { data } = await apiPost<{ data: { token: string } }>(request, '/auth/login', { username, password });
  return { token: data.token };
}

/** A new customer account (its own cart and orders, so other journeys' carts never mix in). */
export async function registerCustomer(request: APIRequestContext, name: string, email: string, password: string): Promise<Session> {
  const { data } = await apiPost<{ data: { token: string } }>(request, '/auth/register', { type: 'CUSTOMER', name, email, password });
  return { token: data.token };
}
