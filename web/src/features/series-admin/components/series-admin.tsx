import { useState } from 'react';
import { CatalogRow, WaitingBadge } from '../../../components/ui/catalog-row';
import { CatalogScreen } from '../../../components/ui/catalog-screen';
import { matchesSearch } from '../../../components/ui/catalog-toolbar';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import type { Series } from '../../../lib/contract';
import { useWaitingEdits } from '../../../sync/use-waiting-edits';
import { useDeleteSeries } from '../api/delete-series';
import { useSeriesAdmin } from '../api/get-series';
import { seriesTexts } from '../texts';
import { SeriesPanel, type SeriesEditing } from './series-panel';

let newSeries = 0;

/**
 * The series screen (SPEC §2.12): one dense row per series with its drink
 * count, a search and a count; adding and editing in the side panel. A rename
 * still waiting for the network shows as it will be, marked.
 * `canMarkSignature` (head office) adds the signature switch.
 */
export function SeriesAdmin({ canMarkSignature }: { canMarkSignature: boolean }) {
  const series = useSeriesAdmin();
  const rows = useRowEditing<Series, SeriesEditing>(series.reload);
  const remove = useDeleteSeries(rows.deleted);
  const [search, setSearch] = useState('');
  const waiting = useWaitingEdits('series-update', series.reload);

  const shown = (list: Series[]) =>
    list
      .map((s) => {
        const edit = waiting.get(s._id)?.payload;
        return edit ? { ...s, name: edit.name, ...(edit.signature !== undefined && { signature: edit.signature === 'true' }) } : s;
      })
      .filter((s) => matchesSearch(search, s.name));

  return (
    <CatalogScreen
      texts={seriesTexts}
      onAdd={() => rows.edit({ series: null, key: ++newSeries })}
      search={search}
      onSearch={setSearch}
      state={series}
      shown={shown}
      row={(s) => (
        <CatalogRow
          name={s.name}
          image={s.image}
          meta={`${seriesTexts.drinkCount(s.drinks.length)}${s.signature ? ` · ${seriesTexts.signatureMeta}` : ''}`}
          badge={<WaitingBadge item={waiting.get(s._id)} />}
          onEdit={() => rows.edit({ series: s, key: s._id })}
          onDelete={() => rows.askDelete(s)}
        />
      )}
    >
      <SeriesPanel editing={rows.editing} canMarkSignature={canMarkSignature} onClose={rows.stopEditing} onSaved={rows.updated} />
      <ConfirmDelete row={rows.deleting} title={seriesTexts.deleteTitle} message={(row) => seriesTexts.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </CatalogScreen>
  );
}
