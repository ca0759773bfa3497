import type { ToppingValues } from '../validate-topping';

/** The multipart body of POST and PUT /admin/toppings: numbers as text, allergens as a comma list, the picture as `image` when chosen. */
export function toppingBody(values: ToppingValues, image: File | null): FormData {
  const body = new FormData();
  body.append('name', values.name);
  body.append('calories', String(values.calories));
  body.append('sugarG', String(values.sugarG));
  body.append('caffeineMg', String(values.caffeineMg));
  body.append('allergens', values.allergens.join(','));
  body.append('vegan', String(values.vegan));
  if (image) body.append('image', image);
  return body;
}
