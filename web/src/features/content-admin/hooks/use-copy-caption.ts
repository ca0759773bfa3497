import { toastError, toastSuccess } from '../../../components/ui/toast';
import { contentTexts } from '../texts';

/** Copies a caption for a franchise to paste into its own posts (SPEC §8 toasts). */
export function useCopyCaption() {
  return async function copyCaption(text: string) {
    try {
      // Absent outside secure contexts; the call then throws like a refusal would.
      await navigator.clipboard.writeText(text);
      toastSuccess(contentTexts.copied);
    } catch {
      toastError(contentTexts.copyFailed);
    }
  };
}
