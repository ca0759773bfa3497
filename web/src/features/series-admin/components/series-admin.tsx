import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Series } from '../../../lib/contract';
import { useDeleteSeries } from '../api/delete-series';
import { useSeriesAdmin } from '../api/get-series';
import { seriesTexts } from '../texts';
import { AddSeriesForm } from './add-series-form';
import { SeriesCard } from './series-card';
import { UpdateSeriesDialog } from './update-series-dialog';

/** The series screen (SPEC §2.12): add, then the signed-in user's series with edit and delete. */
export function SeriesAdmin() {
  const formId = useId();
  const listId = useId();
  const series = useSeriesAdmin();
  const [editing, setEditing] = useState<Series | null>(null);
  const [deleting, setDeleting] = useState<Series | null>(null);
  const remove = useDeleteSeries(() => {
    setDeleting(null);
    series.reload();
  });

  return (
    <div className="menu-admin">
      <section className="card menu-admin__form" aria-labelledby={formId}>
        <h2 id={formId}>{seriesTexts.addHeading}</h2>
        <AddSeriesForm labelledBy={formId} onAdded={series.reload} />
      </section>
      <section className="menu-admin__list" aria-labelledby={listId}>
        <h2 id={listId}>{seriesTexts.listHeading}</h2>
        <AsyncContent state={series} isEmpty={(list) => list.length === 0} emptyText={seriesTexts.empty} loadingText={seriesTexts.loading}>
          {(list) => (
            <ul className="card-grid tile-grid" role="list">
              {list.map((s) => (
                <li key={s._id}>
                  <SeriesCard series={s} onEdit={setEditing} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
      </section>
      <UpdateSeriesDialog
        series={editing}
        onClose={() => setEditing(null)}
        onUpdated={() => {
          setEditing(null);
          series.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={seriesTexts.deleteTitle}
        message={deleting ? seriesTexts.deleteMessage(deleting.name) : ''}
        busy={remove.pending}
        onConfirm={() => deleting && void remove.run(deleting._id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
