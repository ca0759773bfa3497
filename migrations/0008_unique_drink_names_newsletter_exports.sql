-- Newsletter exports are remembered on the server: 'Remove exported subscribers'
-- deletes exactly the subscribers an export carried, after a reload too.
ALTER TABLE `newsletter_subscribers` ADD `exported_at` integer;--> statement-breakpoint
CREATE INDEX `newsletter_exported_idx` ON `newsletter_subscribers` (`exported_at`);--> statement-breakpoint
-- One drink of a name per series, whatever its case. Added by hand before the
-- index: drinks that already share a name in a series keep the oldest as it
-- is and get ' (2)', ' (3)'… so the index can be built.
UPDATE `drinks` SET `name` = `drinks`.`name` || ' (' || `dup`.`n` || ')'
FROM (SELECT `id`, ROW_NUMBER() OVER (PARTITION BY `series_id`, `name` COLLATE NOCASE ORDER BY `created_at`, `id`) AS `n` FROM `drinks`) AS `dup`
WHERE `drinks`.`id` = `dup`.`id` AND `dup`.`n` > 1;--> statement-breakpoint
CREATE UNIQUE INDEX `drinks_series_name_unique` ON `drinks` (`series_id`,"name" collate nocase);
