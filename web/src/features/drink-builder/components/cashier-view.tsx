import { Dialog } from '../../../components/ui/dialog';
import type { Build, DrinkFacts, Topping } from '../../../lib/contract';
import { buildWords } from '../build-words';
import { cashierTexts } from '../texts';
import './cashier-view.css';

interface CashierViewProps {
  open: boolean;
  onClose: () => void;
  drinkName: string;
  label: string;
  build: Build;
  facts: DrinkFacts;
  toppings: readonly Topping[];
  calories: number;
}

/** The build as a large, high-contrast card the visitor turns towards the cashier. */
export function CashierView({ open, onClose, drinkName, label, build, facts, toppings, calories }: CashierViewProps) {
  const words = buildWords(build, facts, toppings);
  return (
    <Dialog open={open} title={cashierTexts.title} onClose={onClose} className="cashier-view">
      <div className="cashier-card">
        {label && <p className="cashier-card__label">{label}</p>}
        <p className="cashier-card__drink">{drinkName}</p>
        <ul className="cashier-card__choices">
          <li>{words.size}</li>
          <li>{words.temperature}</li>
          <li>{words.sugar}</li>
          {words.ice && <li>{words.ice}</li>}
        </ul>
        <p className="cashier-card__toppings">
          <span>{cashierTexts.toppings}:</span> {words.toppings.length ? words.toppings.join(', ') : cashierTexts.noToppings}
        </p>
        <p className="cashier-card__calories">{calories} Cal</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {cashierTexts.close}
        </button>
      </div>
    </Dialog>
  );
}
