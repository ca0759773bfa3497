CREATE TABLE `location_special_hours` (
	`location_id` text NOT NULL,
	`date` text NOT NULL,
	`open_time` text,
	`closing_time` text,
	`label` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`location_id`, `date`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `locations` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `time_zone` text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `locations` ADD `longitude` real;--> statement-breakpoint
-- Stores made before store pages get a readable address from their name
-- (duplicates keep it unique with a piece of their id); the time zone default
-- is the brand's home, Central time, until head office picks each one.
UPDATE `locations` SET `slug` = trim(replace(replace(replace(replace(replace(replace(lower(trim(`name`)), ' ', '-'), ',', ''), '.', ''), '''', ''), '&', 'and'), '/', '-'), '-');--> statement-breakpoint
UPDATE `locations` SET `slug` = 'store' WHERE `slug` = '';--> statement-breakpoint
UPDATE `locations` SET `slug` = `slug` || '-' || substr(`id`, 1, 8) WHERE EXISTS (SELECT 1 FROM `locations` AS `older` WHERE `older`.`slug` = `locations`.`slug` AND `older`.`rowid` < `locations`.`rowid`);--> statement-breakpoint
CREATE UNIQUE INDEX `locations_slug_unique` ON `locations` (`slug`);