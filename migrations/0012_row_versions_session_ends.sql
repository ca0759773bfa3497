-- Row versions for staff-edited rows (a stale edit is refused with 409, issue #51) and why a
-- session was ended by head office. drizzle-kit wrote the ALTERs without the schema's
-- ON DELETE set null; added by hand, so removing a user still leaves the rows they edited.
CREATE TABLE `session_ends` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`ended_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `session_ends_ended_idx` ON `session_ends` (`ended_at`);--> statement-breakpoint
ALTER TABLE `brand_profile` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `coming_soon` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `coming_soon` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `coming_soon` ADD `updated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `drinks` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `drinks` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `drinks` ADD `updated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `drinks` ADD `facts_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `drinks` ADD `facts_updated_at` integer;--> statement-breakpoint
ALTER TABLE `drinks` ADD `facts_updated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `franchise_profiles` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `franchise_profiles` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `franchise_profiles` ADD `updated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `locations` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `locations` ADD `updated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `locations` ADD `hours_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `hours_updated_at` integer;--> statement-breakpoint
ALTER TABLE `locations` ADD `hours_updated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `series` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `series` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `series` ADD `updated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `toppings` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `toppings` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `toppings` ADD `updated_by` text REFERENCES users(id) ON DELETE set null;