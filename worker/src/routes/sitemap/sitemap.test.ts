import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../index';
import { adminCookie, formOf, picture } from '../../../test/admin-fixtures';
import { call, createUser, db } from '../../../test/helpers';
import { series } from '../../db/schema';
import { weekdays, type Location } from '../../contract/locations';

const get = (url: string) => app.request(url, {}, env);

async function addStore(admin: string, name: string) {
  const timings = JSON.stringify(weekdays.map((day) => ({ day, openTime: '10:00', closingTime: '21:00' })));
  const body = formOf({ name, address: '1 Main St', email: 'a@example.com', thirdPartyLink: 'https://order.example.com', timings, image: picture() });
  return (await (await call('/admin/location/add', { method: 'POST', body, cookie: admin })).json<{ location: Location }>()).location;
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages, the brand series and every store page as absolute URLs of the asking origin', async () => {
    const admin = await adminCookie();
    const store = await addStore(admin, 'Sitemap Tea & Co');
    const headOffice = await createUser('admin', `ho-${crypto.randomUUID()}@example.com`);
    const owner = await createUser('franchise', `own-${crypto.randomUUID()}@example.com`);
    const [brandSeries] = await db().insert(series).values({ name: 'Sitemap Series', ownerId: headOffice.id }).returning();
    const [ownSeries] = await db().insert(series).values({ name: 'Franchise Only', ownerId: owner.id }).returning();
    const brandId = brandSeries.id;

    const res = await get('https://bubbletea.example.com/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/menu',
      '/locations',
      '/mobile-app',
      '/franchise',
      '/contact',
      '/brand-profile',
      '/accessibility',
      '/nutrition',
      `/menu/${brandId}`,
      `/locations/${store.slug}`,
    ]) {
      expect(locs).toContain(`https://bubbletea.example.com${path}`);
    }
    expect(store.slug).toBe('sitemap-tea-and-co');
    expect(locs).not.toContain(`https://bubbletea.example.com/menu/${ownSeries.id}`);
    expect(locs.every((l) => l.startsWith('https://bubbletea.example.com/'))).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the dashboard and the API and names the sitemap on the asking origin', async () => {
    const res = await get('https://bubbletea.example.com/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /dashboard\nDisallow: /api\n\nSitemap: https://bubbletea.example.com/sitemap.xml\n');
  });
});
