import { z } from 'zod';

/** Trimmed text with a length cap and a readable message. */
export const text = (label: string, max: number) => z.string(`${label} is required.`).trim().max(max, `${label} must be at most ${max} characters.`);
export const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);

/** The outbox's idempotency key: a client-generated UUID. */
export const clientId = z.uuid('clientId must be a UUID.').optional();

export const idParam = z.object({ id: z.string().min(1).max(64) });
