/**
 * Pictures the seed will store (and its one PDF, the brand profile), each
 * under a fresh random R2 key (keys are never reused, which is what lets the
 * media route cache them forever).
 * Keys are handed out first so rows can reference them; rendering and
 * uploading happen afterwards, a few at a time.
 */
// Imported rather than ambient for the Node type-check of scripts/ (see seed.ts).
import type { R2Bucket } from '@cloudflare/workers-types/2023-07-01';

const UPLOADS_IN_FLIGHT = 6;

interface FileType {
  ext: string;
  contentType: string;
}
const PNG: FileType = { ext: 'png', contentType: 'image/png' };

export class PictureQueue {
  private readonly jobs: ({ key: string; render: () => Promise<Uint8Array> } & FileType)[] = [];

  /** Reserves a key for the file (a PNG unless `type` says otherwise) that `render` will produce. */
  add(render: () => Promise<Uint8Array>, type: FileType = PNG): string {
    const key = `seed/${crypto.randomUUID()}.${type.ext}`;
    this.jobs.push({ key, render, ...type });
    return key;
  }

  get keys(): string[] {
    return this.jobs.map((j) => j.key);
  }

  async upload(bucket: R2Bucket): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < this.jobs.length) {
        const job = this.jobs[next++];
        await bucket.put(job.key, await job.render(), { httpMetadata: { contentType: job.contentType } });
      }
    };
    await Promise.all(Array.from({ length: UPLOADS_IN_FLIGHT }, worker));
  }

  /** Removes whatever was uploaded, so a failed seed leaves no orphans in R2. */
  async discard(bucket: R2Bucket): Promise<void> {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
  }
}
