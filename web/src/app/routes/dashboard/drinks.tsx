import { useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import { DrinksAdmin } from '../../../features/drinks-admin/components/drinks-admin';
import { drinkTexts } from '../../../features/drinks-admin/texts';
import { ReviewsButton } from '../../../features/reviews-admin/components/reviews-button';
import { ReviewsDialog, type ReviewedDrink } from '../../../features/reviews-admin/components/reviews-dialog';
import './menu-admin-screen.css';

/** Drinks for both roles; only an admin moderates reviews (SPEC §6), so only an admin gets the button and modal. */
export default function DrinksScreen() {
  const isAdmin = useCurrentUser()?.role === 'admin';
  const [reviewing, setReviewing] = useState<ReviewedDrink | null>(null);

  return (
    <section className="container menu-admin-screen">
      <PageTitle>{drinkTexts.screenTitle}</PageTitle>
      <h1>{drinkTexts.screenTitle}</h1>
      <DrinksAdmin drinkActions={isAdmin ? (drink) => <ReviewsButton drinkName={drink.name} onOpen={() => setReviewing(drink)} /> : undefined} />
      {isAdmin && <ReviewsDialog drink={reviewing} onClose={() => setReviewing(null)} />}
    </section>
  );
}
