/**
 * A create that keeps a file in R2 and writes rows that point at it, once per
 * idempotency key (create-once.ts): a replay answers the stored row and
 * uploads nothing; checks that can refuse the create run before the upload;
 * a failed write removes the file, so no orphan stays in R2.
 */
import { createOnce, type Created } from './create-once';
import { storeUpload, type MediaKind } from './media';
import type { MediaEnv } from './picture-variants';
import { withUploadRollback } from './upload-form';

type Stored = Awaited<ReturnType<typeof storeUpload>>;
/** A required file's write always gets its upload; an optional one's gets null when none was sent. */
type UploadOf<F extends File | null> = F extends File ? Stored : null;

interface UploadCreate<Row, F extends File | null> {
  clientId: string | undefined;
  /** The row stored earlier under this sender's key, if any. */
  stored: (clientId: string) => Promise<Row | undefined>;
  file: F;
  kind: MediaKind;
  /** What can refuse the create (a taken name, a missing parent): checked before anything is uploaded. */
  check?: () => Promise<void>;
  write: (upload: UploadOf<F>) => Promise<Row>;
}

export function createWithUpload<Row, F extends File | null>(env: MediaEnv, { clientId, stored, file, kind, check, write }: UploadCreate<Row, F>): Promise<Created<Row>> {
  return createOnce(
    clientId,
    stored,
    async () => {
      await check?.();
      const upload = (file ? await storeUpload(env, file, kind) : null) as UploadOf<F>;
      return withUploadRollback(env, upload?.key, () => write(upload));
    },
    { lookFirst: true },
  );
}
