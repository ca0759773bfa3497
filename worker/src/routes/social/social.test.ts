import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { contentItems, socialDetails } from '../../db/schema';
import app from '../../index';
import { call, db, ORIGIN } from '../../../test/helpers';

describe('GET /user/instagram/details', () => {
  it('answers 404 until configured, then the counts in the original shape', async () => {
    await db().delete(socialDetails);
    expect((await call('/user/instagram/details')).status).toBe(404);
    await db().insert(socialDetails).values({ id: 1, handle: 'bubbletea', posts: 412, followers: 15300, following: 180, updatedAt: Date.now() });
    const res = await call('/user/instagram/details');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { user: { username: 'bubbletea', edge_owner_to_timeline_media: { count: 412 }, edge_followed_by: { count: 15300 }, edge_follow: { count: 180 } } },
    });
  });
});

describe('GET /user/instagram/feeds', () => {
  it('lists the newest picture posts of the content library, never videos', async () => {
    const caption = `Autumn menu ${crypto.randomUUID()}`;
    await db()
      .insert(contentItems)
      .values([
        { text: caption, mediaType: 'image', mediaKey: 'content/a.png', createdAt: Date.now() + 10_000 },
        { text: 'A clip', mediaType: 'video', mediaKey: 'content/b.mp4', createdAt: Date.now() + 20_000 },
      ]);
    const res = await call('/user/instagram/feeds');
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: { caption: string; media_url: string }[] }>();
    expect(data[0]).toMatchObject({ caption, media_url: expect.stringMatching(/^\/api\/v1\/media\/content%2Fa\.png\?expires=\d+&sig=[\w-]{43}$/) });
    expect(data.some((p) => p.caption === 'A clip')).toBe(false);
  });

  it('hands out signed links that read the staff-only picture without a session, the same all day', async () => {
    const key = `content/${crypto.randomUUID()}.png`;
    await env.MEDIA.put(key, 'published picture', { httpMetadata: { contentType: 'image/png' } });
    const caption = `Published ${crypto.randomUUID()}`;
    await db()
      .insert(contentItems)
      .values({ text: caption, mediaType: 'image', mediaKey: key, createdAt: Date.now() + 30_000 });

    const feed = async () => {
      const res = await call('/user/instagram/feeds');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      return (await res.json<{ data: { caption: string; media_url: string }[] }>()).data.find((p) => p.caption === caption)!.media_url;
    };
    const link = await feed();
    expect(await feed()).toBe(link);
    const expires = Number(new URL(link, ORIGIN).searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 24 * 60 * 60 * 1000);

    const picture = await call(link.replace('/api/v1', ''));
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe('published picture');
    expect((await call(link.replace('/api/v1', '').split('?')[0])).status).toBe(401);
  });

  it('answers 503 and hands out no links when media signing is not configured', async () => {
    const res = await app.request(`${ORIGIN}/api/v1/user/instagram/feeds`, {}, { ...env, MEDIA_URL_SECRET: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: 'Media signing is not configured.' });
  });
});
