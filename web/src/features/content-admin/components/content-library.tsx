import { AsyncContent } from '../../../components/ui/async-content';
import { CatalogToolbar } from '../../../components/ui/catalog-toolbar';
import { CopyIcon, DownloadIcon } from '../../../components/ui/icons/staff-icons';
import { useFranchiseContentAdmin } from '../api/get-franchise-content';
import { downloadHref } from '../download-link';
import { useContentFilter } from '../hooks/use-content-filter';
import { useCopyCaption } from '../hooks/use-copy-caption';
import { contentTexts } from '../texts';
import { ContentGrid } from './content-grid';

/** The franchise's read-only library (SPEC §2.19), with a search and a type filter: download images and PDFs, copy captions. */
export function ContentLibrary() {
  const content = useFranchiseContentAdmin();
  const copyCaption = useCopyCaption();
  const { shown, toolbar } = useContentFilter();

  return (
    <div className="catalog">
      <CatalogToolbar {...toolbar(content.data)} />
      <AsyncContent state={content} isEmpty={(list) => list.length === 0} emptyText={contentTexts.empty} loadingText={contentTexts.loading}>
        {(items) => (
          <ContentGrid
            items={shown(items)}
            actions={(item, captionId) => (
              <>
                {item.mediaType !== 'video' && (
                  <a
                    className="icon-button tile__action"
                    href={downloadHref(item.media.url)}
                    download
                    aria-label={item.mediaType === 'document' ? contentTexts.downloadDocument : contentTexts.download}
                    aria-describedby={captionId}
                  >
                    <DownloadIcon />
                  </a>
                )}
                <button type="button" className="icon-button tile__action" aria-label={contentTexts.copy} aria-describedby={captionId} onClick={() => void copyCaption(item.text)}>
                  <CopyIcon />
                </button>
              </>
            )}
          />
        )}
      </AsyncContent>
    </div>
  );
}
