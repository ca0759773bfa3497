import { z } from 'zod';
import { visibleOrEmpty } from './visible-text';

/** Trimmed text; made only of characters that show nothing (zero-width, bidi controls…), it is ''. Every required text starts here. */
export const visibleText = (message?: string) => z.string(message).overwrite(visibleOrEmpty);

/** Trimmed text with a length cap and a readable message. */
export const text = (label: string, max: number) => visibleText(`${label} is required.`).max(max, `${label} must be at most ${max} characters.`);
export const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);

/** The outbox's idempotency key: a client-generated UUID. */
export const clientId = z.uuid('clientId must be a UUID.').optional();

export const idParam = z.object({ id: z.string().min(1).max(64) });
