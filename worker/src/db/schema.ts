/**
 * D1 tables. Ids are random UUID strings (exposed as `_id` on the wire),
 * times are epoch milliseconds. Created rows carry the `client_id` their
 * sender chose, unique per sender (the owner, creator or message sender;
 * visitors are anonymous, so theirs is unique outright), so a replayed
 * request finds the row it already created instead of adding a second one.
 */
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Allergen, DrinkFacts } from '../contract/drink-facts';
import { sessionEndReasons } from '../contract/session-end';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
/** The staff user who made a row, the scope of its clientId; the row stays (with null) when that user goes. */
const createdBy = () => text('created_by').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' });
const createdAt = () =>
  integer('created_at', { mode: 'number' })
    .notNull()
    .$defaultFn(() => Date.now());

/**
 * A row staff edit from several devices: `version` goes up by one in the same
 * statement as each update, which names the version it was made from, so a
 * stale edit is refused (409) instead of silently replacing a newer one. Who
 * made the current version, and when, tells the other device what it met.
 * `prefix` names a second version of the same row for a part edited on its
 * own (a drink's facts, a store's hours).
 */
const rowVersion = (prefix = '') => ({
  version: integer(`${prefix}version`).notNull().default(1),
  updatedAt: integer(`${prefix}updated_at`, { mode: 'number' }),
  updatedBy: text(`${prefix}updated_by`).references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
});
const factsVersion = () => {
  const v = rowVersion('facts_');
  return { factsVersion: v.version, factsUpdatedAt: v.updatedAt, factsUpdatedBy: v.updatedBy };
};
const hoursVersion = () => {
  const v = rowVersion('hours_');
  return { hoursVersion: v.version, hoursUpdatedAt: v.updatedAt, hoursUpdatedBy: v.updatedBy };
};

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'franchise'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', sql`${t.role} in ('admin', 'franchise')`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The business profile of a franchise login; goes with its user. */
export const franchiseProfiles = sqliteTable(
  'franchise_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    ownerName: text('owner_name').notNull(),
    address: text('address').notNull(),
    imageKey: text('image_key'),
    /** The admin who added the franchise: its clientId is theirs. */
    createdBy: createdBy(),
    clientId: text('client_id'),
    ...rowVersion(),
  },
  (t) => [uniqueIndex('franchise_profiles_created_by_client_id_unique').on(t.createdBy, t.clientId)],
);

/** Only the SHA-256 of the cookie token is stored, so a leaked table opens no session. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Why a session was ended by someone else (head office reset the password,
 * removed the account): the device still holding its cookie is told so at its
 * next request, instead of a bare 401. Kept by token hash only; rows older
 * than a session's lifetime are worth nothing and may be purged.
 */
export const sessionEnds = sqliteTable(
  'session_ends',
  {
    tokenHash: text('token_hash').primaryKey(),
    reason: text('reason', { enum: sessionEndReasons }).notNull(),
    endedAt: integer('ended_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('session_ends_ended_idx').on(t.endedAt)],
);

export const series = sqliteTable(
  'series',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageKey: text('image_key'),
    /** Head office's pick: the public menu badges only these. */
    signature: integer('signature', { mode: 'boolean' }).notNull().default(false),
    clientId: text('client_id'),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [index('series_owner_idx').on(t.ownerId), uniqueIndex('series_owner_client_id_unique').on(t.ownerId, t.clientId)],
);

export const drinks = sqliteTable(
  'drinks',
  {
    id: id(),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageKey: text('image_key'),
    /** The drink's facts (contract/drink-facts.ts, checked on write) as JSON without its toppings (drink_toppings); null until they are kept: 'Nutrition facts coming soon'. */
    facts: text('facts', { mode: 'json' }).$type<Omit<DrinkFacts, 'toppingIds'>>(),
    createdBy: createdBy(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    ...rowVersion(),
    /** The facts panel is saved on its own: its own version, so a name change never stales a facts edit. */
    ...factsVersion(),
  },
  (t) => [
    index('drinks_series_idx').on(t.seriesId),
    uniqueIndex('drinks_created_by_client_id_unique').on(t.createdBy, t.clientId),
    // One drink of a name per series, whatever its case: a menu never lists two "Taro Milk Tea".
    uniqueIndex('drinks_series_name_unique').on(t.seriesId, sql`${t.name} collate nocase`),
  ],
);

/** Head office's brand-wide toppings list; each drink links the ones it takes. Ids are slugs of the first name (toppings-admin.ts), not UUIDs. */
export const toppings = sqliteTable(
  'toppings',
  {
    id: id(),
    name: text('name').notNull(),
    imageKey: text('image_key'),
    calories: integer('calories').notNull(),
    sugarG: real('sugar_g').notNull(),
    caffeineMg: integer('caffeine_mg').notNull(),
    allergens: text('allergens', { mode: 'json' })
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'[]'`),
    vegan: integer('vegan', { mode: 'boolean' }).notNull().default(false),
    createdBy: createdBy(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [
    uniqueIndex('toppings_name_unique').on(sql`${t.name} collate nocase`),
    uniqueIndex('toppings_created_by_client_id_unique').on(t.createdBy, t.clientId),
    check('toppings_numbers_check', sql`${t.calories} >= 0 and ${t.sugarG} >= 0 and ${t.caffeineMg} >= 0`),
  ],
);

/** The toppings a drink can take; a topping taken off the list leaves every drink with it. */
export const drinkToppings = sqliteTable(
  'drink_toppings',
  {
    drinkId: text('drink_id')
      .notNull()
      .references(() => drinks.id, { onDelete: 'cascade' }),
    toppingId: text('topping_id')
      .notNull()
      .references(() => toppings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.drinkId, t.toppingId] }), index('drink_toppings_topping_idx').on(t.toppingId)],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    drinkId: text('drink_id')
      .notNull()
      .references(() => drinks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved')`),
    uniqueIndex('reviews_client_id_unique').on(t.clientId),
    index('reviews_drink_status_idx').on(t.drinkId, t.status, t.createdAt),
    // The moderation queue and the sidebar's count read pending reviews across every drink.
    index('reviews_status_idx').on(t.status, t.createdAt),
  ],
);

export const locations = sqliteTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    thirdPartyLink: text('third_party_link').notNull(),
    imageKey: text('image_key'),
    /** The store page's address (/locations/<slug>): made from the name once, kept when the name changes, so links last. */
    slug: text('slug').notNull().default(''),
    /** IANA name; the store's hours are in its own time. */
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    phone: text('phone').notNull().default(''),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** The franchise account that runs the store: its own menu shows on the store page. Null when head office runs it or none is picked. */
    franchiseId: text('franchise_id').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    ...rowVersion(),
    /** The week and special hours, which the store's owner saves on their own. */
    ...hoursVersion(),
  },
  (t) => [uniqueIndex('locations_created_by_client_id_unique').on(t.createdBy, t.clientId), uniqueIndex('locations_slug_unique').on(t.slug)],
);

/** Dated exceptions to a store's week (a holiday, shorter hours); null times mean closed that date. */
export const locationSpecialHours = sqliteTable(
  'location_special_hours',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** The store's own calendar date, YYYY-MM-DD. */
    date: text('date').notNull(),
    openTime: text('open_time'),
    closingTime: text('closing_time'),
    label: text('label').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.date] })],
);

/** One row per weekday, 0 = Monday … 6 = Sunday; null times mean closed that day. */
export const locationTimings = sqliteTable(
  'location_timings',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    openTime: text('open_time'),
    closingTime: text('closing_time'),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day] }), check('location_timings_day_check', sql`${t.day} between 0 and 6`)],
);

export const comingSoon = sqliteTable(
  'coming_soon',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull(),
    status: text('status').notNull().default('Coming Soon'),
    createdBy: createdBy(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [uniqueIndex('coming_soon_created_by_client_id_unique').on(t.createdBy, t.clientId)],
);

export const franchiseRequests = sqliteTable(
  'franchise_requests',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    occupation: text('occupation').notNull(),
    netWorth: text('net_worth').notNull(),
    liquidAssets: text('liquid_assets').notNull(),
    preferredLocation: text('preferred_location').notNull(),
    address: text('address').notNull(),
    howHear: text('how_hear').notNull(),
    notes: text('notes').notNull(),
    /** When head office first opened it; null keeps it unread. */
    readAt: integer('read_at', { mode: 'number' }),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('franchise_requests_client_id_unique').on(t.clientId)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    message: text('message').notNull().default(''),
    /** When head office first opened it; null keeps it unread in the inbox. */
    readAt: integer('read_at', { mode: 'number' }),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contact_messages_client_id_unique').on(t.clientId)],
);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** When head office last downloaded this subscriber in an export; 'Remove exported subscribers' deletes exactly these. */
    exportedAt: integer('exported_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email), index('newsletter_exported_idx').on(t.exportedAt)],
);

export const contentItems = sqliteTable(
  'content_items',
  {
    id: id(),
    text: text('text').notNull(),
    /** A document is a PDF (brochures, the brand profile). */
    mediaType: text('media_type', { enum: ['image', 'video', 'document'] }).notNull(),
    mediaKey: text('media_key').notNull(),
    /** The uploaded file's own name, a download's name when the caption gives none; null for items stored before it was kept. */
    fileName: text('file_name'),
    /** Bytes, for saying how large a download is; null for items stored before it was kept. */
    sizeBytes: integer('size_bytes'),
    createdBy: createdBy(),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_items_created_by_client_id_unique').on(t.createdBy, t.clientId)],
);

/**
 * The brand profile page (/brand-profile): one row, head office's text and
 * the PDF from the content library that visitors download. A deleted
 * library item leaves the page without a download, never pointing at a
 * missing file.
 */
export const brandProfile = sqliteTable(
  'brand_profile',
  {
    id: text('id').primaryKey().default('brand'),
    body: text('body').notNull(),
    documentId: text('document_id').references((): AnySQLiteColumn => contentItems.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('brand_profile_one_row', sql`${t.id} = 'brand'`)],
);

/** `pair_key` is the two member ids sorted and joined, so a pair has one conversation. */
export const conversations = sqliteTable(
  'conversations',
  {
    id: id(),
    pairKey: text('pair_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('conversations_pair_unique').on(t.pairKey)],
);

export const conversationMembers = sqliteTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: integer('last_seen_at', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('messages_sender_client_id_unique').on(t.senderId, t.clientId), index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** Social counts shown on the home page; one row, refreshed by admins or a job. */
export const socialDetails = sqliteTable(
  'social_details',
  {
    id: integer('id').primaryKey(),
    handle: text('handle').notNull(),
    posts: integer('posts').notNull(),
    followers: integer('followers').notNull(),
    following: integer('following').notNull(),
    updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [check('social_details_single_row', sql`${t.id} = 1`)],
);

/** Fixed-window counters for rate limits (failed logins, public posts). */
export const rateLimits = sqliteTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: integer('reset_at', { mode: 'number' }).notNull(),
});

/**
 * An uploaded picture (by its R2 key) whose WebP variants are in R2: its own
 * size, so pages reserve its box, and the widths made of it. No foreign key:
 * pictures belong to several tables; deleting a picture deletes its row.
 */
export const pictureVariants = sqliteTable('picture_variants', {
  key: text('key').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
});

/**
 * What a store has run out of (an '86'): one row per store and item, kept
 * when the item is back so a late change from another device loses to the
 * newer one. Sold out while `until` is in the future: expiry is computed on
 * read, never by a cron. `changedAt` is the device's clock when the owner
 * flipped the switch (last change wins); `recordedAt` the server's.
 */
export const storeAvailability = sqliteTable(
  'store_availability',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['drink', 'topping'] }).notNull(),
    itemId: text('item_id').notNull(),
    /** Epoch ms; null when in stock. */
    until: integer('until', { mode: 'number' }),
    /** Epoch ms when it was marked sold out (kept while it stays so). */
    since: integer('since', { mode: 'number' }),
    changedAt: integer('changed_at', { mode: 'number' }).notNull(),
    changedBy: text('changed_by').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.itemType, t.itemId] }), check('store_availability_item_type_check', sql`${t.itemType} in ('drink', 'topping')`)],
);

/** Every availability change, as it was made: who (by name, kept if the account goes), which store, what, from → to, when. */
export const availabilityChanges = sqliteTable(
  'availability_changes',
  {
    id: id(),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['drink', 'topping'] }).notNull(),
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    fromSoldOut: integer('from_sold_out', { mode: 'boolean' }).notNull(),
    toSoldOut: integer('to_sold_out', { mode: 'boolean' }).notNull(),
    until: integer('until', { mode: 'number' }),
    actorId: text('actor_id').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    changedAt: integer('changed_at', { mode: 'number' }).notNull(),
    recordedAt: integer('recorded_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('availability_changes_location_idx').on(t.locationId, t.recordedAt)],
);
