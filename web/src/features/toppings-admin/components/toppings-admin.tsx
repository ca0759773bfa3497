import { useState } from 'react';
import { CatalogRow, WaitingBadge } from '../../../components/ui/catalog-row';
import { CatalogScreen } from '../../../components/ui/catalog-screen';
import { matchesSearch } from '../../../components/ui/catalog-toolbar';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { ALLERGEN_NAMES, type Topping } from '../../../lib/contract';
import { useWaitingEdits } from '../../../sync/use-waiting-edits';
import { toppingOf } from '../api/topping-form';
import { useDeleteTopping } from '../api/delete-topping';
import { useToppingsAdmin } from '../api/get-toppings';
import { toppingTexts as t } from '../texts';
import { ToppingPanel, type ToppingEditing } from './topping-panel';
import './toppings-admin.css';

let newToppings = 0;

const allergenWords = (topping: Topping) => topping.allergens.map((a) => ALLERGEN_NAMES[a]).join(', ');

/** Under a topping's name: what a serving holds and its marks, in words. */
const factsLine = (topping: Topping) =>
  [
    t.calories(topping.calories),
    `${topping.sugarG} g sugar`,
    topping.caffeineMg ? t.caffeine(topping.caffeineMg) : t.caffeineFree,
    ...(topping.vegan ? [t.vegan] : []),
    topping.allergens.length ? t.contains(allergenWords(topping)) : t.noAllergens,
  ].join(' · ');

/**
 * Head office's toppings list (issue #24): one dense row per topping with
 * what a serving holds, a search (names and allergens) and a count; adding
 * and editing in the side panel, deleting after a confirmation. An edit
 * still waiting for the network shows as it will be, marked, until the
 * server has it.
 */
export function ToppingsAdmin() {
  const toppings = useToppingsAdmin();
  const rows = useRowEditing<Topping, ToppingEditing>(toppings.reload);
  const remove = useDeleteTopping(rows.deleted);
  const [search, setSearch] = useState('');
  const waiting = useWaitingEdits('topping-update', toppings.reload);
  const asItWillBe = (topping: Topping) => {
    const edit = waiting.get(topping._id);
    return edit ? toppingOf(topping, edit.payload) : topping;
  };
  const shown = (list: Topping[]) => list.map(asItWillBe).filter((topping) => matchesSearch(search, topping.name, allergenWords(topping)));

  return (
    <CatalogScreen
      texts={t}
      onAdd={() => rows.edit({ topping: null, key: ++newToppings })}
      intro={<p className="toppings-admin__intro">{t.intro}</p>}
      search={search}
      onSearch={setSearch}
      state={toppings}
      shown={shown}
      row={(topping) => (
        <CatalogRow
          name={topping.name}
          image={topping.image}
          imageSet={topping.imageSet}
          meta={factsLine(topping)}
          badge={<WaitingBadge item={waiting.get(topping._id)} />}
          onEdit={() => rows.edit({ topping, key: topping._id })}
          onDelete={() => rows.askDelete(topping)}
        />
      )}
    >
      <ToppingPanel editing={rows.editing} onClose={rows.stopEditing} onSaved={rows.updated} />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </CatalogScreen>
  );
}
