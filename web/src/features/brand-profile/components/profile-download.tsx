import { useId } from 'react';
import type { BrandProfileDocument } from '../../../lib/contract';
import { fileSize } from '../profile-blocks';
import { brandProfileTexts as t } from '../texts';

/** The brand profile's PDF, with its size said up front (a phone on a metered plan decides before tapping). */
export function ProfileDownload({ document }: { document: BrandProfileDocument | null }) {
  const headingId = useId();
  return (
    <aside className="card brand-profile__download" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.downloadHeading}</h2>
      {document ? (
        <>
          <p>{t.downloadLead}</p>
          <a className="button button--primary brand-profile__button" href={`${document.url}?download=1`} download>
            <span>{t.download}</span>
            <span className="brand-profile__meta">{t.downloadMeta(fileSize(document.size))}</span>
          </a>
        </>
      ) : (
        <p>{t.noDownload}</p>
      )}
    </aside>
  );
}
