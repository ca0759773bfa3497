-- The uploaded content file's own name (content_items), so a download with no
-- usable caption keeps the name it was uploaded with; null for older items.
ALTER TABLE `content_items` ADD `file_name` text;
