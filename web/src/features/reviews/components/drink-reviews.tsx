import { CachedList } from '../../../components/ui/cached-list';
import { useCachedApprovedReviews } from '../../../sync/cached-resources';
import { reviewTexts } from '../texts';
import { ReviewCarousel } from './review-carousel';
import { WriteReviewPanel } from './write-review-panel';
import './drink-reviews.css';

/** The Reviews tab of a drink: approved reviews, then the way to write one. */
export function DrinkReviews({ drink }: { drink: { _id: string; name: string } }) {
  const { reviews, refresh } = useCachedApprovedReviews(drink._id);
  return (
    <div className="drink-reviews">
      <CachedList rows={reviews} refresh={refresh} empty={<p>{reviewTexts.empty}</p>} loadingLabel={reviewTexts.loading}>
        {(rows) => <ReviewCarousel reviews={rows} drinkName={drink.name} />}
      </CachedList>
      <WriteReviewPanel drink={drink} />
    </div>
  );
}
