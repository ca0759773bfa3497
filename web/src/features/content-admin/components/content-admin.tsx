import { useRef, useState } from 'react';
import { CatalogScreen } from '../../../components/ui/catalog-screen';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { DeleteIcon } from '../../../components/ui/icons/staff-icons';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import type { ContentItem } from '../../../lib/contract';
import { useDeleteContent } from '../api/delete-content';
import { useContentAdmin } from '../api/get-content';
import { useContentFilter } from '../hooks/use-content-filter';
import { contentTexts } from '../texts';
import { ContentGrid } from './content-grid';
import { ContentPanel } from './content-panel';

/** The admin's content screen (SPEC §2.19): the library with a search, a type filter and a delete per card; uploads in the side panel. */
export function ContentAdmin() {
  const content = useContentAdmin();
  const rows = useRowEditing<ContentItem>(content.reload);
  const remove = useDeleteContent(rows.deleted);
  const { search, setSearch, filter, shown } = useContentFilter();
  const [opened, setOpened] = useState<number | null>(null);
  const openings = useRef(0);

  return (
    <CatalogScreen
      texts={contentTexts}
      onAdd={() => setOpened(++openings.current)}
      search={search}
      onSearch={setSearch}
      filter={filter}
      state={content}
      shown={shown}
      list={(items) => (
        <ContentGrid
          items={items}
          actions={(item, captionId) => (
            <button
              type="button"
              className="icon-button tile__action tile__action--danger"
              aria-label={contentTexts.delete}
              aria-describedby={captionId}
              onClick={() => rows.askDelete(item)}
            >
              <DeleteIcon />
            </button>
          )}
        />
      )}
    >
      <ContentPanel
        opened={opened}
        onClose={() => setOpened(null)}
        onAdded={() => {
          setOpened(null);
          content.reload();
        }}
      />
      <ConfirmDelete row={rows.deleting} title={contentTexts.deleteTitle} message={(row) => contentTexts.deleteMessage(row.text)} remove={remove} onCancel={rows.cancelDelete} />
    </CatalogScreen>
  );
}
