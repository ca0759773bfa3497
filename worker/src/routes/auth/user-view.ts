import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { franchiseProfiles, users } from '../../db/schema';
import type { User } from '../../contract/auth';
import { mediaUrl } from '../../lib/media-url';

export async function loadUserView(db: Db, userId: string): Promise<User | null> {
  const row = await db
    .select({ user: users, profile: franchiseProfiles })
    .from(users)
    .leftJoin(franchiseProfiles, eq(franchiseProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) return null;
  const { user, profile } = row;
  return {
    _id: user.id,
    email: user.email,
    role: user.role,
    franchise: profile
      ? {
          name: profile.name,
          phone: profile.phone,
          owner_name: profile.ownerName,
          address: profile.address,
          image: mediaUrl(profile.imageKey),
        }
      : null,
  };
}
