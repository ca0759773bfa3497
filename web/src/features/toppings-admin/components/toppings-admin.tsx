import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { CatalogRow } from '../../../components/ui/catalog-row';
import { CatalogToolbar, countOf, matchesSearch } from '../../../components/ui/catalog-toolbar';
import { ConfirmDelete } from '../../../components/ui/confirm-dialog';
import { useRowEditing } from '../../../components/ui/use-row-editing';
import { ALLERGEN_NAMES, type Topping } from '../../../lib/contract';
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
 * and editing in the side panel, deleting after a confirmation.
 */
export function ToppingsAdmin() {
  const listId = useId();
  const toppings = useToppingsAdmin();
  const rows = useRowEditing<Topping>(toppings.reload);
  const remove = useDeleteTopping(rows.deleted);
  const [editing, setEditing] = useState<ToppingEditing | null>(null);
  const [search, setSearch] = useState('');
  const shown = (list: Topping[]) => list.filter((topping) => matchesSearch(search, topping.name, allergenWords(topping)));

  return (
    <div className="catalog">
      <div className="catalog-head">
        <h2 id={listId}>{t.listHeading}</h2>
        <button type="button" className="button button--primary" onClick={() => setEditing({ topping: null, key: ++newToppings })}>
          {t.addHeading}
        </button>
      </div>
      <p className="toppings-admin__intro">{t.intro}</p>
      <CatalogToolbar
        searchLabel={t.searchLabel}
        search={search}
        onSearch={setSearch}
        count={toppings.data ? countOf(shown(toppings.data).length, toppings.data.length, t.noun) : ''}
      />
      <section aria-labelledby={listId}>
        <AsyncContent state={toppings} isEmpty={(list) => list.length === 0} emptyText={t.empty} loadingText={t.loading}>
          {(list) => {
            const visible = shown(list);
            if (visible.length === 0) return <p className="async-state">{t.noMatch}</p>;
            return (
              <ul className="catalog-list" role="list">
                {visible.map((topping) => (
                  <li key={topping._id}>
                    <CatalogRow
                      name={topping.name}
                      image={topping.image}
                      imageSet={topping.imageSet}
                      meta={factsLine(topping)}
                      onEdit={() => setEditing({ topping, key: topping._id })}
                      onDelete={() => rows.askDelete(topping)}
                    />
                  </li>
                ))}
              </ul>
            );
          }}
        </AsyncContent>
      </section>
      <ToppingPanel
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toppings.reload();
        }}
      />
      <ConfirmDelete row={rows.deleting} title={t.deleteTitle} message={(row) => t.deleteMessage(row.name)} remove={remove} onCancel={rows.cancelDelete} />
    </div>
  );
}
