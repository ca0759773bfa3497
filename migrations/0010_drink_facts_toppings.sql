CREATE TABLE `drink_toppings` (
	`drink_id` text NOT NULL,
	`topping_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`drink_id`, `topping_id`),
	FOREIGN KEY (`drink_id`) REFERENCES `drinks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`topping_id`) REFERENCES `toppings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `drink_toppings_topping_idx` ON `drink_toppings` (`topping_id`);--> statement-breakpoint
CREATE TABLE `toppings` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`image_key` text,
	`calories` integer NOT NULL,
	`sugar_g` real NOT NULL,
	`caffeine_mg` integer NOT NULL,
	`allergens` text DEFAULT '[]' NOT NULL,
	`vegan` integer DEFAULT false NOT NULL,
	`created_by` text,
	`client_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "toppings_numbers_check" CHECK("toppings"."calories" >= 0 and "toppings"."sugar_g" >= 0 and "toppings"."caffeine_mg" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `toppings_name_unique` ON `toppings` ("name" collate nocase);--> statement-breakpoint
CREATE UNIQUE INDEX `toppings_created_by_client_id_unique` ON `toppings` (`created_by`,`client_id`);--> statement-breakpoint
ALTER TABLE `drinks` ADD `facts` text;