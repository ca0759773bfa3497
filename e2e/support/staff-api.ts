/**
 * A staff member's own calls from an e2e file, as a tablet already signed in
 * makes them: a session through POST /user/login, then the stack's API with
 * its cookie. A call that is not answered 2xx fails the test, naming it.
 */
import { expect } from 'vitest';
import { flatPng } from '../../worker/test/png';

export interface StaffApi {
  cookie: string;
  call<T>(path: string, init?: RequestInit): Promise<T>;
  /** A drink with a small flat picture in the account's first series (or `seriesId`): its id. */
  addDrink(name: string, description: string, rgb: [number, number, number], seriesId?: string): Promise<string>;
}

export const flatPicture = async (rgb: [number, number, number]) => new Blob([(await flatPng(rgb, 16)) as Uint8Array<ArrayBuffer>], { type: 'image/png' });

/** A multipart body of text fields and files, as a staff form sends it. */
export const formOf = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

export async function signInByApi(baseURL: string, email: string, password: string): Promise<StaffApi> {
  const login = await fetch(`${baseURL}/api/v1/user/login`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status, `login of ${email}`).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('token='))!
    .split(';')[0];
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${baseURL}/api/v1${path}`, { ...init, headers: { Origin: baseURL, cookie, ...init.headers } });
    expect(res.ok, `${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.clone().text()}`).toBe(true);
    return (await res.json()) as T;
  }
  async function addDrink(name: string, description: string, rgb: [number, number, number], seriesId?: string) {
    const form = new FormData();
    form.append('name', name);
    form.append('seriesId', seriesId ?? (await call<{ series: { _id: string }[] }>('/user/menu/series')).series[0]._id);
    form.append('description', description);
    form.append('image', await flatPicture(rgb), 'drink.png');
    return (await call<{ drink: { _id: string } }>('/user/menu/drink', { method: 'POST', body: form })).drink._id;
  }
  return { cookie, call, addDrink };
}
