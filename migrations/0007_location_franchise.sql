-- The franchise account that runs a store, whose own menu its page shows.
-- Written by hand: drizzle-kit leaves out ON DELETE for an added column, and a
-- deleted franchise account must leave its stores in place, unlinked.
ALTER TABLE `locations` ADD `franchise_id` text REFERENCES `users`(`id`) ON DELETE set null;
