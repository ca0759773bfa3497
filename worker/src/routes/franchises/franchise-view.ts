import { and, eq, type SQL } from 'drizzle-orm';
import type { FranchiseAccount } from '../../contract/franchises';
import type { Db } from '../../db/client';
import { franchiseProfiles, users } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof franchiseProfiles.$inferSelect;

export const toFranchiseAccount = ({ user, profile }: { user: UserRow; profile: ProfileRow }): FranchiseAccount => ({
  _id: user.id,
  email: user.email,
  role: 'franchise',
  franchise: {
    name: profile.name,
    phone: profile.phone,
    owner_name: profile.ownerName,
    address: profile.address,
    image: mediaUrl(profile.imageKey),
  },
  version: profile.version,
});

/** Franchise users with their profiles; admins never appear here. */
export function selectFranchises(db: Db, where?: SQL) {
  return db
    .select({ user: users, profile: franchiseProfiles })
    .from(users)
    .innerJoin(franchiseProfiles, eq(franchiseProfiles.userId, users.id))
    .where(and(eq(users.role, 'franchise'), where));
}

export async function loadFranchise(db: Db, id: string): Promise<FranchiseAccount | null> {
  const row = await selectFranchises(db, eq(users.id, id)).get();
  return row ? toFranchiseAccount(row) : null;
}
