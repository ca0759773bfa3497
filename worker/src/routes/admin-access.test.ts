/** Every admin endpoint of SPEC §7.5 is guarded: visitors get 401, franchise owners 403. */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';
import { formOf, franchiseLogin, picture } from '../../test/admin-fixtures';

const someId = crypto.randomUUID();
const adminEndpoints: [method: string, path: string, body?: () => unknown][] = [
  ['GET', '/admin/action/franchises/?name=a'],
  [
    'POST',
    '/admin/action/franchise/add',
    () => formOf({ email: 'x@example.com', password: 'long-enough', name: 'X', phone: '5550100', owner_name: 'O', address: 'A', image: picture() }),
  ],
  ['PUT', `/admin/action/franchise/${someId}`, () => ({ email: 'x@example.com', franchise: { name: 'X', phone: '5550100', owner_name: 'O', address: 'A' } })],
  ['DELETE', `/admin/action/franchise/${someId}`],
  ['GET', '/admin/franchise/requsets/'],
  ['DELETE', `/admin/franchise/requset/${someId}`],
  ['POST', '/admin/location/add/', () => formOf({ name: 'X', image: picture() })],
  ['GET', '/admin/locations/'],
  ['PUT', `/admin/location/${someId}`, () => formOf({ name: 'X' })],
  ['DELETE', `/admin/location/${someId}`],
  ['GET', '/admin/newsletters/'],
  ['DELETE', '/admin/newsletters/', () => ({ ids: [someId] })],
  ['POST', '/admin/newsletters/export'],
  ['DELETE', '/admin/newsletters/exported'],
  ['POST', '/admin/comming/add/', () => ({ name: 'X', email: 'x@example.com' })],
  ['PUT', `/admin/comming/${someId}`, () => ({ name: 'X' })],
  ['DELETE', `/admin/comming/${someId}`],
];

describe('admin endpoints', () => {
  it.each(adminEndpoints)('%s %s answers 401 to a visitor and 403 to a franchise owner', async (method, path, body) => {
    const visitor = await call(path, { method, body: body?.() });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ success: false, message: 'Please log in to continue.' });

    const { cookie } = await franchiseLogin();
    const owner = await call(path, { method, body: body?.(), cookie });
    expect(owner.status).toBe(403);
    expect(await owner.json()).toEqual({ success: false, message: 'You do not have permission to do that.' });
  });

  it.each(['/admin/comming/', '/user/locations', '/user/search/location/?address=main'])('GET %s is public', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });
});
