/**
 * Franchise accounts, admin only (`/admin/action/...`). A franchise is a user
 * with role franchise plus its profile row, always written together in one
 * D1 batch (a batch is a transaction).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { franchiseAddFields, franchiseListQuery, franchisePasswordBody, franchiseUpdateBody } from '../../contract/franchises';
import { idParam } from '../../contract/common';
import { failTaken, validate } from '../../lib/validate';
import { createDb, type Db } from '../../db/client';
import { franchiseProfiles, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { createdStatus } from '../../lib/create-once';
import { createWithUpload } from '../../lib/create-with-upload';
import { fail } from '../../lib/fail';
import { readUploadForm } from '../../lib/media';
import { hashPassword } from '../../lib/passwords';
import { endChatAccess, endSessionsOf } from '../../lib/sessions';
import { optionalFile, parseFormFields } from '../../lib/upload-form';
import { currentUser, requireRole } from '../../middleware/auth';
import { bump, failMovedOrMissing, guarded, movedOn, movedPast, staleGuard } from '../../lib/row-version';
import { removeFranchise } from './franchise-removal';
import { loadFranchise, selectFranchises, toFranchiseAccount } from './franchise-view';

const EMAIL_TAKEN = 'A user with this email already exists.';
const NOT_FOUND = 'Franchise not found.';
const adminOnly = requireRole('admin');

const emailTakenBy = (db: Db, email: string, exceptId = '') =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptId)))
    .get();

export const franchiseAdminRoutes = new Hono<AppEnv>()
  .get('/franchises', adminOnly, validate('query', franchiseListQuery), async (c) => {
    const { name } = c.req.valid('query');
    // instr, not LIKE: a typed % or _ is a character to find, not a wildcard.
    const match = name ? sql`instr(lower(${franchiseProfiles.name}), lower(${name})) > 0` : undefined;
    const rows = await selectFranchises(createDb(c.env), match).orderBy(asc(franchiseProfiles.name));
    return c.json({ success: true as const, franchises: rows.map(toFranchiseAccount) });
  })
  .post('/franchise/add', adminOnly, async (c) => {
    const admin = currentUser(c);
    const form = await readUploadForm(c, 'picture');
    const { email, password, name, phone, owner_name, address, clientId } = parseFormFields(form, franchiseAddFields, ['image']);
    const picture = optionalFile(form, 'image');
    const db = createDb(c.env);
    const added = await createWithUpload(c.env, {
      clientId,
      stored: (key) =>
        db
          .select({ id: franchiseProfiles.userId })
          .from(franchiseProfiles)
          .where(and(eq(franchiseProfiles.createdBy, admin.id), eq(franchiseProfiles.clientId, key)))
          .get(),
      file: picture,
      kind: 'picture',
      // A taken email stores nothing; the unique index covers the race.
      check: async () => {
        if (await emailTakenBy(db, email)) failTaken('email', EMAIL_TAKEN);
      },
      write: async (stored) => {
        const id = crypto.randomUUID();
        const passwordHash = await hashPassword(password);
        const profile = { userId: id, name, phone, ownerName: owner_name, address, imageKey: stored?.key ?? null, createdBy: admin.id, clientId };
        await db.batch([db.insert(users).values({ id, email, passwordHash, role: 'franchise' }), db.insert(franchiseProfiles).values(profile)]);
        return { id };
      },
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) failTaken('email', EMAIL_TAKEN);
      throw err;
    });
    const franchise = await loadFranchise(db, added.row.id);
    if (!franchise) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Franchise Added Successfully', franchise }, createdStatus(added));
  })
  .put('/franchise/:id', adminOnly, validate('param', idParam), validate('json', franchiseUpdateBody), async (c) => {
    const { id } = c.req.valid('param');
    const { email, franchise: profile, version } = c.req.valid('json');
    const db = createDb(c.env);
    const failMoved = async (): Promise<never> => {
      const now = await selectFranchises(db, eq(users.id, id)).get();
      return failMovedOrMissing(db, now?.profile, NOT_FOUND, () => toFranchiseAccount(now!));
    };
    const found = await selectFranchises(db, eq(users.id, id)).get();
    if (!found) fail(404, NOT_FOUND);
    if (movedOn(version, found.profile.version)) await failMoved();
    if (await emailTakenBy(db, email, id)) failTaken('email', EMAIL_TAKEN);
    const thisProfile = eq(franchiseProfiles.userId, id);
    try {
      await guarded(
        () =>
          db.batch([
            staleGuard(db, franchiseProfiles, thisProfile, movedPast([franchiseProfiles.version, version])),
            db.update(users).set({ email }).where(eq(users.id, id)),
            db
              .update(franchiseProfiles)
              .set({ name: profile.name, phone: profile.phone, ownerName: profile.owner_name, address: profile.address, ...bump(franchiseProfiles.version, currentUser(c).id) })
              .where(thisProfile),
          ]),
        failMoved,
      );
    } catch (err) {
      if (isUniqueViolation(err)) failTaken('email', EMAIL_TAKEN);
      throw err;
    }
    const franchise = await loadFranchise(db, id);
    if (!franchise) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Franchise Updated Successfully', franchise });
  })
  .put('/franchise/:id/password', adminOnly, validate('param', idParam), validate('json', franchisePasswordBody), async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env);
    if (!(await loadFranchise(db, id))) fail(404, NOT_FOUND);
    // Every session of the old password ends: whoever knew it is signed out, and told why.
    await db.batch([
      db
        .update(users)
        .set({ passwordHash: await hashPassword(c.req.valid('json').password) })
        .where(eq(users.id, id)),
      ...endSessionsOf(db, id, 'password-changed'),
    ]);
    await endChatAccess(c, id);
    return c.json({ success: true as const, message: 'Password Updated Successfully' });
  })
  .delete('/franchise/:id', adminOnly, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await removeFranchise(c.env, id))) fail(404, NOT_FOUND);
    await endChatAccess(c, id);
    return c.json({ success: true as const, message: 'Franchise Deleted Successfully' });
  });
