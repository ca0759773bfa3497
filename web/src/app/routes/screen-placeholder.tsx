import type { ReactNode } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import './screen-placeholder.css';

interface ScreenPlaceholderProps {
  /** The screen's name as SPEC.md gives it. */
  title: string;
  /** The feature that will fill the screen. */
  feature: string;
  children?: ReactNode;
}

/** Stands in for a screen until its feature lands; the route and layout are already real. */
export function ScreenPlaceholder({ title, feature, children }: ScreenPlaceholderProps) {
  return (
    <section className="container screen-placeholder">
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p className="screen-placeholder__note">This screen arrives with the {feature} feature.</p>
      {children}
    </section>
  );
}
