import { useState, type ReactNode } from 'react';
import { CatalogScreen } from '../../../components/ui/catalog-screen';
import { matchesSearch } from '../../../components/ui/catalog-toolbar';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import type { Drink } from '../../../lib/contract';
import { useWaitingEdits } from '../../../sync/use-waiting-edits';
import { useDeleteDrink } from '../api/delete-drink';
import { useDrinksAdmin } from '../api/get-drinks';
import { useSeriesOptionsAdmin } from '../api/get-series-options';
import { useToppingOptions } from '../api/get-toppings';
import { useDrinkToEdit } from '../hooks/use-drink-to-edit';
import { drinkTexts } from '../texts';
import { DrinkFactsPanel } from './drink-facts-form';
import { DrinkPanel, type DrinkEditing } from './drink-panel';
import { DrinkRow } from './drink-row';

interface DrinksAdminProps {
  /** Extra controls per drink row; the app passes the admin's 'Reviews' button here. */
  drinkActions?: (drink: Drink) => ReactNode;
}

let newDrinks = 0;

/**
 * The drinks screen (SPEC §2.15), built for a real menu: one dense row per
 * drink, a search, a series filter and a count; adding and editing happen in
 * the side panel. An edit still waiting for the network shows as it will be,
 * marked, until the server has it. The address can name a drink whose panel
 * opens (useDrinkToEdit).
 */
export function DrinksAdmin({ drinkActions }: DrinksAdminProps) {
  const drinks = useDrinksAdmin();
  const seriesOptions = useSeriesOptionsAdmin();
  const toppings = useToppingOptions();
  const rows = useRowEditing<Drink, DrinkEditing>(drinks.reload);
  const remove = useDeleteDrink(rows.deleted);
  const [factsOf, setFactsOf] = useState<Drink | null>(null);
  const [search, setSearch] = useState('');
  const [seriesId, setSeriesId] = useState('');
  const options = seriesOptions.data ?? [];
  const seriesName = new Map(options.map((s) => [s._id, s.name]));
  const waiting = useWaitingEdits('drink-update', drinks.reload);
  const waitingFacts = useWaitingEdits('drink-facts', drinks.reload);
  const toEdit = useDrinkToEdit();

  const asItWillBe = (drink: Drink): Drink => {
    const edit = waiting.get(drink._id);
    const facts = waitingFacts.get(drink._id);
    return { ...drink, ...edit?.payload, ...(facts && { facts: facts.payload.facts }) };
  };
  const named = toEdit.drinkId === null ? undefined : drinks.data?.find((d) => d._id === toEdit.drinkId);
  const editing = rows.editing ?? (named ? { drink: asItWillBe(named), key: named._id } : null);

  const shown = (list: Drink[]) =>
    list.map(asItWillBe).filter((drink) => (!seriesId || drink.seriesId === seriesId) && matchesSearch(search, drink.name, drink.description, seriesName.get(drink.seriesId)));

  return (
    <CatalogScreen
      texts={drinkTexts}
      onAdd={() => rows.edit({ drink: null, key: ++newDrinks })}
      search={search}
      onSearch={setSearch}
      filter={{
        label: drinkTexts.seriesFilterLabel,
        value: seriesId,
        onChange: setSeriesId,
        options: [{ value: '', label: drinkTexts.allSeries }, ...options.map((s) => ({ value: s._id, label: s.name }))],
      }}
      state={drinks}
      shown={shown}
      row={(drink) => (
        <DrinkRow
          drink={drink}
          seriesName={seriesName.get(drink.seriesId)}
          waiting={waiting.get(drink._id) ?? waitingFacts.get(drink._id)}
          onEdit={(d) => rows.edit({ drink: d, key: d._id })}
          onDelete={rows.askDelete}
          extraActions={
            <>
              <button type="button" className="button button--small button--secondary" onClick={() => setFactsOf(drink)} aria-label={drinkTexts.factsOf(drink.name)}>
                {drinkTexts.factsButton}
              </button>
              {drinkActions?.(drink)}
            </>
          }
        />
      )}
    >
      <DrinkPanel
        editing={editing}
        seriesOptions={options}
        defaultSeriesId={seriesId}
        onClose={() => {
          toEdit.done();
          rows.stopEditing();
        }}
        onSaved={() => {
          toEdit.done();
          rows.updated();
        }}
      />
      <DrinkFactsPanel
        drink={factsOf}
        toppings={toppings}
        onClose={() => setFactsOf(null)}
        onSaved={() => {
          setFactsOf(null);
          drinks.reload();
        }}
      />
      <ConfirmDelete row={rows.deleting} title={drinkTexts.deleteTitle} message={(row) => drinkTexts.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </CatalogScreen>
  );
}
