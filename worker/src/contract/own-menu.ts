/**
 * Forms of the own-menu dashboard (series and drinks of the signed-in admin or
 * franchise). Pictures travel as the `image` file of a multipart form; these
 * schemas cover the text fields. Messages are the product's own (SPEC §5).
 */
import { z } from 'zod';
import { baseVersion } from './row-version';
import { clientId } from './common';
import { blankableText, filled } from './filled';

const SERIES_NAME_REQUIRED = 'Please enter a series name.';
export const SERIES_IMAGE_REQUIRED = 'Please choose an image for the series.';
const DRINK_NAME_REQUIRED = 'Please enter a drink name.';
export const DRINK_IMAGE_REQUIRED = 'Please choose an image for the drink.';
const SERIES_REQUIRED = 'Please choose a series.';
export const SERIES_NOT_FOUND = 'Series not found.';
export const DRINK_NOT_FOUND = 'Drink not found.';
export const drinkNameTaken = (name: string) => `There is already a drink called “${name}” in this series. Please choose another name.`;

const seriesName = blankableText('Series name', 80);
const drinkName = blankableText('Drink name', 80);
const description = z.string('Description must be text.').trim().max(2000, 'Description must be at most 2000 characters.');
const seriesId = z.string('Series must be an id.').trim().max(64, 'Series must be an id.');

export const SIGNATURE_ADMIN_ONLY = 'Only head office marks signature series.';
/** Head office's 'Signature' switch (admins only); absent leaves it as it is. */
const signature = z
  .enum(['true', 'false'], "Signature must be 'true' or 'false'.")
  .transform((v) => v === 'true')
  .optional();

export const seriesFields = z.strictObject({ name: seriesName, signature, clientId }).superRefine(filled([['name', SERIES_NAME_REQUIRED]]));

/**
 * `imageChanged: 'true'` replaces the picture (a file is then required);
 * without the flag, a chosen file replaces it too. `imageId` is echoed by the
 * dashboard and ignored: the server deletes only the key its own row holds.
 */
export const seriesUpdateFields = z
  .strictObject({ name: seriesName, signature, imageId: z.string().max(200).optional(), imageChanged: z.enum(['true', 'false']).optional(), version: baseVersion })
  .superRefine(filled([['name', SERIES_NAME_REQUIRED]]));

export const drinkFields = z.strictObject({ name: drinkName, seriesId: seriesId.default(''), description: description.default(''), clientId }).superRefine(
  filled([
    ['name', DRINK_NAME_REQUIRED],
    ['seriesId', SERIES_REQUIRED],
  ]),
);

/** An edit renames; description and series change only when sent. */
export const drinkUpdateFields = z
  .strictObject({ name: drinkName, seriesId: seriesId.min(1, SERIES_REQUIRED).optional(), description: description.optional(), version: baseVersion })
  .superRefine(filled([['name', DRINK_NAME_REQUIRED]]));
export type DrinkUpdate = z.output<typeof drinkUpdateFields>;

export const drinkIdParam = z.object({ drinkId: z.string().min(1).max(64) });
