/** Shared set-up for admin API tests: logged-in users, upload forms and files, R2 listing. */
import { env } from 'cloudflare:test';
import { createUser, login } from './helpers';
import { encodePdf } from '../../scripts/seed/pdf';
import { pngFile } from './png';

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;

export async function adminCookie(): Promise<string> {
  const email = uniqueEmail('admin');
  await createUser('admin', email);
  return login(email);
}

export async function franchiseLogin(): Promise<{ id: string; email: string; cookie: string }> {
  const email = uniqueEmail('shop');
  const user = await createUser('franchise', email);
  return { id: user.id, email, cookie: await login(email) };
}

/** Bytes that sniff as PNG; `size` pads them out. */
export const picture = (size = 64, name = 'shop.png'): File => pngFile(name, size);

/** A real one-page PDF, as a brochure exported from any office suite would be. */
export const pdfFile = (name = 'brochure.pdf', title = 'Franchise brochure'): File =>
  new File(
    [
      encodePdf({
        title,
        pages: [
          [
            { text: title, size: 20, bold: true },
            { text: 'Premium tea from Taiwan.', gap: 8 },
          ],
        ],
      }),
    ],
    name,
    { type: 'application/pdf' },
  );

/** Files a browser would happily label as pictures but that are not. */
export const htmlFile = () => new File(['<!doctype html><script>alert(1)</script>'], 'shop.png', { type: 'image/png' });
export const svgFile = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'shop.svg', { type: 'image/svg+xml' });

export function formOf(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
}

export async function mediaKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** The R2 key behind a `/api/v1/media/<key>` URL. */
export const keyOf = (url: string | null) => (url ? decodeURIComponent(url.replace('/api/v1/media/', '')) : null);

export interface Failure {
  success: false;
  message: string;
  fields?: Record<string, string>;
}
