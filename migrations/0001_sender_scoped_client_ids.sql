DROP INDEX `messages_client_id_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_sender_client_id_unique` ON `messages` (`sender_id`,`client_id`);--> statement-breakpoint
ALTER TABLE `content_items` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `content_items_created_by_client_id_unique` ON `content_items` (`created_by`,`client_id`);--> statement-breakpoint
ALTER TABLE `drinks` ADD `created_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `drinks` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `drinks_created_by_client_id_unique` ON `drinks` (`created_by`,`client_id`);--> statement-breakpoint
ALTER TABLE `franchise_profiles` ADD `created_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `franchise_profiles` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `franchise_profiles_created_by_client_id_unique` ON `franchise_profiles` (`created_by`,`client_id`);--> statement-breakpoint
ALTER TABLE `locations` ADD `created_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `locations` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `locations_created_by_client_id_unique` ON `locations` (`created_by`,`client_id`);--> statement-breakpoint
ALTER TABLE `series` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `series_owner_client_id_unique` ON `series` (`owner_id`,`client_id`);