import { useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { useCreateAction } from '../../../components/ui/use-create-action';
import { api, apiErrorOf } from '../../../lib/api-client';
import type { MediaType } from '../check-content-file';
import { contentTexts } from '../texts';

interface NewContent {
  text: string;
  media: File;
  mediaType: MediaType;
}

/** The 201 answer, typed by the Worker's route like every other call. */
type AddContentAnswer = InferResponseType<typeof api.admin.video.$post, 201>;

/**
 * POST /admin/video (multipart: text, media, mediaType, clientId). This one call
 * bypasses the typed client's fetch: fetch cannot report upload progress, and
 * a 50 MB video needs a progress bar. The path and the answer's type still
 * come from the typed client; errors map to the same ApiError as readOk's.
 */
export function uploadContent(clientId: string, { text, media, mediaType }: NewContent, onProgress: (fraction: number) => void): Promise<AddContentAnswer> {
  const body = new FormData();
  body.append('text', text.trim());
  body.append('mediaType', mediaType);
  body.append('clientId', clientId);
  body.append('media', media);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.admin.video.$path());
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const answer = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && answer) return resolve(answer as AddContentAnswer);
      reject(apiErrorOf(answer, xhr.status));
    };
    // Like fetch, no answer at all is a TypeError, which errorMessage() words as "offline".
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Uploads with a progress fraction (0 to 1, null when idle) for a <progress> bar. */
export function useAddContent(onDone: () => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const action = useCreateAction(
    async (clientId: string, input: NewContent) => {
      setProgress(0);
      try {
        return (await uploadContent(clientId, input, setProgress)).message;
      } finally {
        setProgress(null);
      }
    },
    { success: contentTexts.added, onDone },
  );
  return { ...action, progress };
}
