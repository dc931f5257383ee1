import type { Role } from '../../lambdas/rules/roles';

/** Demo password of every demo account; printed by `npm start` and listed in the README. */
export const DEMO_PASSWORD = 'Password1';

export interface DemoUser {
  email: string;
  fullName: string;
  role: Role;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@example.com', fullName: 'Ada Admin', role: 'admin' },
  { email: 'seller@example.com', fullName: 'Sam Seller', role: 'seller' },
  { email: 'seller2@example.com', fullName: 'Nia Novak', role: 'seller' },
  { email: 'buyer@example.com', fullName: 'Bea Buyer', role: 'user' },
  { email: 'tester@example.com', fullName: 'Tess Tester', role: 'test_user' },
];

/** The seller record of seller@example.com (stable, so product links survive a re-seed). */
export const DEMO_SELLER_ID = '5e11e700-0000-4000-8000-000000000001';
