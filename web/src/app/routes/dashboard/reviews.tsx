import { PageTitle } from '../../../components/ui/page-title';
import { ReviewQueue } from '../../../features/reviews-admin/components/review-queue';
import { moderationTexts } from '../../../features/reviews-admin/texts';
import './admin-screen.css';

export default function ReviewsScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{moderationTexts.queueTitle}</PageTitle>
      <ReviewQueue />
    </div>
  );
}
