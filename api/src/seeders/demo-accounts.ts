// The demo shop's sign-ins. Imported by the seeder, by `npm start` (to print them) and by the e2e tests,
// so this module imports nothing.

export interface DemoAccount {
  role: 'admin' | 'supplier' | 'customer';
  type: 'SUPER_ADMIN' | 'SUPPLIER' | 'CUSTOMER';
  name: string;
  email: string;
  /** Phone sign-in works too (username = phone). */
  phone: string | null;
  password: string;
}

export const demoAdmin: DemoAccount = {
  role: 'admin',
  type: 'SUPER_ADMIN',
  name: 'Demo Admin',
  email: 'admin@parts.demo',
  phone: null,
  password: 'Admin-1234',
};

export const demoSupplier: DemoAccount = {
  role: 'supplier',
  type: 'SUPPLIER',
  name: 'Demo Supplier',
  email: 'supplier@parts.demo',
  phone: null,
  password: 'Supplier-1234',
};

export const demoCustomer: DemoAccount = {
  role: 'customer',
  type: 'CUSTOMER',
  name: 'Demo Customer',
  email: 'customer@parts.demo',
  phone: '012345678',
  password: 'Customer-1234',
};

export const demoAccounts: readonly DemoAccount[] = [demoAdmin, demoSupplier, demoCustomer];
