import type { User } from '../lib/contract';

export const adminUser: User = {
  _id: 'u-admin',
  email: 'admin@example.com',
  role: 'admin',
  franchise: null,
};

export const franchiseUser: User = {
  _id: 'u-franchise',
  email: 'owner@example.com',
  role: 'franchise',
  franchise: { name: 'Downtown Tea', phone: '5551234567', owner_name: 'Ana Ruiz', address: '1 Main St', image: null },
};

/** A fetch stand-in answering every call with one JSON body and status. */
export function answerJson(status: number, body: unknown) {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
