CREATE TABLE `availability_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`location_id` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` text NOT NULL,
	`item_name` text NOT NULL,
	`from_sold_out` integer NOT NULL,
	`to_sold_out` integer NOT NULL,
	`until` integer,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`changed_at` integer NOT NULL,
	`recorded_at` integer NOT NULL,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `availability_changes_location_idx` ON `availability_changes` (`location_id`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `store_availability` (
	`location_id` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` text NOT NULL,
	`until` integer,
	`since` integer,
	`changed_at` integer NOT NULL,
	`changed_by` text,
	PRIMARY KEY(`location_id`, `item_type`, `item_id`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "store_availability_item_type_check" CHECK("store_availability"."item_type" in ('drink', 'topping'))
);
