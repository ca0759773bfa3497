-- One row per uploaded picture that has WebP variants in R2 (keys from
-- worker/src/lib/picture-variants.ts): its own size and the widths made.
CREATE TABLE `picture_variants` (
	`key` text PRIMARY KEY NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text NOT NULL
);
