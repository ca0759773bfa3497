import { useId } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { JumpToForm } from '../../../components/ui/jump-to-form';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { DeleteIcon } from '../../../components/ui/icons/staff-icons';
import { useDeleteContent } from '../api/delete-content';
import { useContent } from '../api/get-content';
import type { ContentItem } from '../content-type';
import { contentTexts } from '../texts';
import { AddContentForm } from './add-content-form';
import { ContentGrid } from './content-grid';

/** The admin's content screen (SPEC §2.19): the library with a delete per card, then the upload form (list first on every staff screen, issue #16). */
export function ContentAdmin() {
  const formId = useId();
  const listId = useId();
  const content = useContent();
  const rows = useRowEditing<ContentItem>(content.reload);
  const remove = useDeleteContent(rows.deleted);

  return (
    <div className="menu-admin">
      <section className="menu-admin__list" aria-labelledby={listId}>
        <div className="menu-admin__list-head">
          <h2 id={listId}>{contentTexts.listHeading}</h2>
          <JumpToForm headingId={formId}>{contentTexts.addHeading}</JumpToForm>
        </div>
        <AsyncContent state={content} isEmpty={(list) => list.length === 0} emptyText={contentTexts.empty} loadingText={contentTexts.loading}>
          {(items) => (
            <ContentGrid
              items={items}
              actions={(item, captionId) => (
                <button type="button" className="icon-button tile__action tile__action--danger" aria-label={contentTexts.delete}
                  aria-describedby={captionId}
                  onClick={() => rows.askDelete(item)}>
                  <DeleteIcon />
                </button>
              )}
            />
          )}
        </AsyncContent>
      </section>
      <section className="card menu-admin__form" aria-labelledby={formId}>
        <h2 id={formId}>{contentTexts.addHeading}</h2>
        <AddContentForm labelledBy={formId} onAdded={content.reload} />
      </section>
      <ConfirmDelete row={rows.deleting} title={contentTexts.deleteTitle} message={(row) => contentTexts.deleteMessage(row.text)} remove={remove} onCancel={rows.cancelDelete} />
    </div>
  );
}
