import { describe, expect, it } from 'vitest';
import { socialDetails } from '../../db/schema';
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
