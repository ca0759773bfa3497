import { describe, expect, it } from 'vitest';
import { contentItems, socialDetails } from '../../db/schema';
import { call, db } from '../../../test/helpers';

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
    await db().insert(contentItems).values([
      { text: caption, mediaType: 'image', mediaKey: 'content/a.png', createdAt: Date.now() + 10_000 },
      { text: 'A clip', mediaType: 'video', mediaKey: 'content/b.mp4', createdAt: Date.now() + 20_000 },
    ]);
    const res = await call('/user/instagram/feeds');
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: { caption: string; media_url: string }[] }>();
    expect(data[0]).toMatchObject({ caption, media_url: '/api/v1/media/content%2Fa.png' });
    expect(data.some((p) => p.caption === 'A clip')).toBe(false);
  });
});
