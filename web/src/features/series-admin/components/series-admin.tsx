import { useId } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { JumpToForm } from '../../../components/ui/jump-to-form';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import type { Series } from '../../../lib/contract';
import { useDeleteSeries } from '../api/delete-series';
import { useSeriesAdmin } from '../api/get-series';
import { seriesTexts } from '../texts';
import { AddSeriesForm } from './add-series-form';
import { SeriesAdminCard } from './series-admin-card';
import { UpdateSeriesDialog } from './update-series-dialog';

/**
 * The series screen (SPEC §2.12): the signed-in user's series with edit and
 * delete, then the add form (list first on every staff screen, issue #16). `canMarkSignature` (head office) adds the signature switch.
 */
export function SeriesAdmin({ canMarkSignature }: { canMarkSignature: boolean }) {
  const formId = useId();
  const listId = useId();
  const series = useSeriesAdmin();
  const rows = useRowEditing<Series>(series.reload);
  const remove = useDeleteSeries(rows.deleted);

  return (
    <div className="menu-admin">
      <section className="menu-admin__list" aria-labelledby={listId}>
        <div className="menu-admin__list-head">
          <h2 id={listId}>{seriesTexts.listHeading}</h2>
          <JumpToForm headingId={formId}>{seriesTexts.addHeading}</JumpToForm>
        </div>
        <AsyncContent state={series} isEmpty={(list) => list.length === 0} emptyText={seriesTexts.empty} loadingText={seriesTexts.loading}>
          {(list) => (
            <ul className="card-grid tile-grid" role="list">
              {list.map((s) => (
                <li key={s._id}>
                  <SeriesAdminCard series={s} onEdit={rows.edit} onDelete={rows.askDelete} />
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
      </section>
      <section className="card menu-admin__form" aria-labelledby={formId}>
        <h2 id={formId}>{seriesTexts.addHeading}</h2>
        <AddSeriesForm labelledBy={formId} onAdded={series.reload} canMarkSignature={canMarkSignature} />
      </section>
      <UpdateSeriesDialog series={rows.editing} onClose={rows.stopEditing} onUpdated={rows.updated} canMarkSignature={canMarkSignature} />
      <ConfirmDelete row={rows.deleting} title={seriesTexts.deleteTitle} message={(row) => seriesTexts.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </div>
  );
}
