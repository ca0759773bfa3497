import { useId, type ReactNode } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { JumpToForm } from '../../../components/ui/jump-to-form';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import type { Drink } from '../../../lib/contract';
import { useDeleteDrink } from '../api/delete-drink';
import { useDrinks } from '../api/get-drinks';
import { useSeriesOptions } from '../api/get-series-options';
import { drinkTexts } from '../texts';
import { AddDrinkForm } from './add-drink-form';
import { DrinkAdminCard } from './drink-admin-card';
import { UpdateDrinkDialog } from './update-drink-dialog';

interface DrinksAdminProps {
  /** Extra controls per drink card; the app passes the admin's 'Reviews' button here. */
  drinkActions?: (drink: Drink) => ReactNode;
}

/** The drinks screen (SPEC §2.15): the signed-in user's drinks with edit and delete, then the add form (list first on every staff screen, issue #16). */
export function DrinksAdmin({ drinkActions }: DrinksAdminProps) {
  const formId = useId();
  const listId = useId();
  const drinks = useDrinks();
  const seriesOptions = useSeriesOptions();
  const rows = useRowEditing<Drink>(drinks.reload);
  const remove = useDeleteDrink(rows.deleted);
  const options = seriesOptions.data ?? [];
  const seriesName = new Map(options.map((s) => [s._id, s.name]));

  return (
    <div className="menu-admin">
      <section className="menu-admin__list" aria-labelledby={listId}>
        <div className="menu-admin__list-head">
          <h2 id={listId}>{drinkTexts.listHeading}</h2>
          <JumpToForm headingId={formId}>{drinkTexts.addHeading}</JumpToForm>
        </div>
        <AsyncContent state={drinks} isEmpty={(list) => list.length === 0} emptyText={drinkTexts.empty} loadingText={drinkTexts.loading}>
          {(list) => (
            <ul className="card-grid tile-grid" role="list">
              {list.map((drink) => (
                <li key={drink._id}>
                  <DrinkAdminCard
                    drink={drink}
                    seriesName={seriesName.get(drink.seriesId)}
                    onEdit={rows.edit}
                    onDelete={rows.askDelete}
                    extraActions={drinkActions?.(drink)}
                  />
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
      </section>
      <section className="card menu-admin__form" aria-labelledby={formId}>
        <h2 id={formId}>{drinkTexts.addHeading}</h2>
        <AsyncContent state={seriesOptions} isEmpty={() => false} emptyText="" loadingText="Loading your series…">
          {(list) => <AddDrinkForm labelledBy={formId} seriesOptions={list} onAdded={drinks.reload} />}
        </AsyncContent>
      </section>
      <UpdateDrinkDialog
        drink={rows.editing}
        seriesOptions={options}
        onClose={rows.stopEditing}
        onUpdated={rows.updated}
      />
      <ConfirmDelete row={rows.deleting} title={drinkTexts.deleteTitle} message={(row) => drinkTexts.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </div>
  );
}
