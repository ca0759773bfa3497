import { AccessibilityStatement } from '../../features/accessibility/components/accessibility-statement';

export default function AccessibilityRoute() {
  return <AccessibilityStatement />;
}
