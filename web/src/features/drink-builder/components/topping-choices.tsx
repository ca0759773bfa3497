import { memo } from 'react';
import { MenuPicture } from '../../../components/ui/menu-picture';
import { menuPictureSizes } from '../../../components/ui/menu-picture-sizes';
import type { Topping } from '../../../lib/contract';
import { builderTexts } from '../texts';

interface ToppingChoicesProps {
  offered: readonly Topping[];
  chosen: readonly string[];
  onChange: (toppingIds: string[]) => void;
}

/** The toppings a drink takes, as checkboxes with their picture and calories. */
export const ToppingChoices = memo(function ToppingChoices({ offered, chosen, onChange }: ToppingChoicesProps) {
  if (!offered.length) return <p className="option-group__none">{builderTexts.noToppings}</p>;
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <fieldset className="option-group">
      <legend>{builderTexts.toppings}</legend>
      <div className="topping-choices">
        {offered.map((t) => (
          <label key={t._id} className="topping-choice">
            <input type="checkbox" checked={chosen.includes(t._id)} onChange={() => toggle(t._id)} />
            <MenuPicture className="topping-choice__picture" src={t.image} imageSet={t.imageSet} sizes={menuPictureSizes.topping} alt="" />
            <span className="topping-choice__name">{t.name}</span>
            <small className="topping-choice__calories">{builderTexts.toppingCalories(t.calories)}</small>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
