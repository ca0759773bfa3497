import { useQueuedEdit, type KeptEditOf } from '../../../components/ui/use-queued-edit';
import { throwIfStale, useVersionedAction } from '../../../components/ui/use-versioned-action';
import { api, readOk } from '../../../lib/api-client';
import type { Location } from '../../../lib/contract';
import { versionsOf, type LocationVersions } from '../location-conflict';
import { draftToFields, toFormData, type LocationDraft } from '../location-draft';
import { locationTexts } from '../texts';
import { supersedeWaiting } from '../../../sync/supersede-waiting';

/** The versions as the multipart form carries them: text, and only those the store had. */
const versionFields = ({ version, hoursVersion }: LocationVersions) => ({
  ...(version !== undefined && { version: String(version) }),
  ...(hoursVersion !== undefined && { hoursVersion: String(hoursVersion) }),
});

/**
 * PUT /admin/location/:id (multipart) with a new picture: `isImageUpdated`
 * tells the server to replace it. A stale edit throws StaleEditError with the
 * store as it is now.
 */
async function updateWithPicture(id: string, draft: LocationDraft, picture: File, versions: LocationVersions): Promise<string> {
  const body = toFormData({ ...draftToFields(draft), isImageUpdated: 'true', ...versionFields(versions) }, picture);
  const res = await api.admin.location[':id'].$put({ param: { id } }, { init: { body } });
  await throwIfStale(res);
  const { message } = await readOk(res);
  return message;
}

/**
 * Saves 'Update Location'. Without a new picture it goes through the outbox
 * (DESIGN §8): sent at once online, kept on the device and sent when the
 * connection returns when not. A new picture needs the network (the form says
 * so offline). Either way the edit names the versions the form was made from;
 * a stale one comes back in `conflict` with the store as it is now.
 * `kept`: the store the panel edits, so an edit of it the outbox kept after a
 * conflict met in the background opens with the choice (useQueuedEdit).
 */
export function useUpdateLocation(onSaved: () => void, kept?: Omit<KeptEditOf<'location-update'>, 'kind'>) {
  const withPicture = useVersionedAction(updateWithPicture, { success: locationTexts.updated, onDone: onSaved });
  const queued = useQueuedEdit({ sent: locationTexts.updated }, onSaved, kept && { kind: 'location-update', ...kept });

  async function save(location: Location, draft: LocationDraft, picture: File | null, versions = versionsOf(location)): Promise<boolean> {
    if (picture) {
      // An earlier conflicted edit waits in the outbox; this save replaces it.
      await queued.clearConflict();
      return withPicture.run(location._id, draft, picture, versions);
    }
    withPicture.clearConflict();
    const payload = { ...draftToFields(draft), isImageUpdated: 'false' as const, ...versionFields(versions) };
    await supersedeWaiting('location-update', location._id);
    return queued.send({ kind: 'location-update', target: location._id, payload, label: locationTexts.changesTo(payload.name.trim()) });
  }

  async function clearConflict() {
    withPicture.clearConflict();
    await queued.clearConflict();
  }

  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queued.fieldErrors;
  return { save, pending: queued.pending || withPicture.pending, fieldErrors, conflict: queued.conflict ?? withPicture.conflict, clearConflict };
}
