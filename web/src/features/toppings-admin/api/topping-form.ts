import { ALLERGENS, type Topping } from '../../../lib/contract';
import type { OutboxPayloads } from '../../../lib/outbox-payloads';
import type { ToppingValues } from '../validate-topping';

/** A topping's fields as PUT /admin/toppings takes them: numbers as text, allergens as a comma list, and the version the edit was made from. */
export function toppingText(values: ToppingValues, version?: number): OutboxPayloads['topping-update'] {
  return {
    name: values.name,
    calories: String(values.calories),
    sugarG: String(values.sugarG),
    caffeineMg: String(values.caffeineMg),
    allergens: values.allergens.join(','),
    vegan: String(values.vegan),
    ...(version !== undefined && { version: String(version) }),
  };
}

/** The multipart body of POST and PUT /admin/toppings: its text fields, and the picture as `image` when chosen. */
export function toppingBody(values: ToppingValues, image: File | null, version?: number): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(toppingText(values, version))) body.append(name, value);
  if (image) body.append('image', image);
  return body;
}

/** A topping as a waiting edit will leave it: the list shows it so, and the panel opens with it. */
export function toppingOf(topping: Topping, text: OutboxPayloads['topping-update']): Topping {
  const allergens = text.allergens.split(',');
  return {
    ...topping,
    name: text.name,
    calories: Number(text.calories),
    sugarG: Number(text.sugarG),
    caffeineMg: Number(text.caffeineMg),
    allergens: ALLERGENS.filter((a) => allergens.includes(a)),
    vegan: text.vegan === 'true',
    ...(text.version !== undefined && { version: Number(text.version) }),
  };
}
