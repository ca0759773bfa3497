CREATE TABLE `brand_profile` (
	`id` text PRIMARY KEY DEFAULT 'brand' NOT NULL,
	`body` text NOT NULL,
	`document_id` text,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `content_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "brand_profile_one_row" CHECK("brand_profile"."id" = 'brand')
);
--> statement-breakpoint
ALTER TABLE `coming_soon` ADD `created_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `coming_soon` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `coming_soon_created_by_client_id_unique` ON `coming_soon` (`created_by`,`client_id`);--> statement-breakpoint
ALTER TABLE `content_items` ADD `size_bytes` integer;